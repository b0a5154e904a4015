import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { inboxTexts } from "../../../../core/texts/admin-inbox-and-activity";
import type { InboxMessage } from "../../../../core/schemas/admin-messages";
import { MessagesTable } from "./messages-table";

const message = (id: string, status: "pending" | "sent" | "failed"): InboxMessage => ({
  id,
  name: "Marko Kranjc",
  email: "marko@example.net",
  company: null,
  subject: `Subject ${id}`,
  message: "Please call.",
  receivedAt: "2026-03-02T09:00:00.000Z",
  delivery: {
    status,
    attempts: status === "failed" ? 20 : 0,
    lastError: status === "failed" ? "552 Mailbox full" : null,
    nextAttemptAt: status === "pending" ? "2026-03-02T09:00:30.000Z" : null,
    sentAt: status === "sent" ? "2026-03-02T09:00:01.000Z" : null,
  },
  account: null,
  handledAt: null,
  handledBy: null,
});

const render = (messages: InboxMessage[], mailDelivery = true) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MessagesTable
        messages={messages}
        mailDelivery={mailDelivery}
        loading={false}
        emptyText="No contact messages yet."
        busy={null}
        onRetry={() => {}}
        onMarkHandled={() => {}}
      />
    </MemoryRouter>,
  );

describe("the messages table", () => {
  it("is labelled, with column headers, and offers Retry on a failed delivery only", () => {
    const html = render([message("a", "sent"), message("b", "failed"), message("c", "pending")]);
    expect(html).toContain('aria-label="Contact messages, newest first"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(5);
    // A one-line preview of each message, besides the whole text behind Show message.
    expect(html.match(/data-preview/g)).toHaveLength(3);
    expect(html.match(/Retry<span class="sr-only"> delivery of “Subject b”<\/span>/g)).toHaveLength(
      1,
    );
    expect(html).not.toContain("delivery of “Subject a”");
    expect(html).toContain("20 failed attempts");
    expect(html).toContain("552 Mailbox full");
    expect(html).toContain('<time dateTime="2026-03-02T09:00:01.000Z"');
    expect(html).toContain("Queued");
  });

  it("shows a queued mail's next attempt while a mail server is configured", () => {
    const html = render([message("c", "pending")]);
    expect(html).toContain("Next attempt");
    expect(html).toContain('<time dateTime="2026-03-02T09:00:30.000Z"');
    expect(html).not.toContain(inboxTexts.heldNotice);
  });

  it("promises no next attempt when no mail server is configured (the view says once that mail is held)", () => {
    const html = render([message("c", "pending"), message("a", "sent")], false);
    // Not in every row: the view shows the notice once, above the list.
    expect(html).not.toContain("Held:");
    // No next attempt is promised: without a server it never comes.
    expect(html).not.toContain("Next attempt");
    expect(html).not.toContain('<time dateTime="2026-03-02T09:00:30.000Z"');
    // A sent mail still shows when it was sent.
    expect(html).toContain('<time dateTime="2026-03-02T09:00:01.000Z"');
  });

  it("names the partner account that sent a message, linked to it in Users", () => {
    const email = "luka.kranjc@longcompanyname-international-holdings.test";
    const html = render([
      {
        ...message("a", "sent"),
        account: { id: "u1", email, fullName: "Luka Kranjc", company: "Kranjc d.o.o." },
      },
      message("b", "sent"),
    ]);
    expect(html.match(/Partner account: /g)).toHaveLength(1);
    expect(html).toContain(`href="/admin/dashboard?search=${encodeURIComponent(email)}"`);
  });

  it("offers Mark handled until a message is handled, then says when and by whom", () => {
    const html = render([
      message("a", "sent"),
      {
        ...message("b", "sent"),
        handledAt: "2026-03-03T10:00:00.000Z",
        handledBy: "ana.novak@example.com",
      },
    ]);
    expect(html.match(/Mark handled<span class="sr-only"> “Subject a”<\/span>/g)).toHaveLength(1);
    expect(html).not.toContain('Mark handled<span class="sr-only"> “Subject b”');
    expect(html).toContain('<time dateTime="2026-03-03T10:00:00.000Z"');
    expect(html).toContain("by ana.novak@example.com");
  });

  it("says so when there is nothing to show", () => {
    expect(render([])).toContain("No contact messages yet.");
  });
});
