import { test } from "@playwright/test";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";

test("cls probe", async ({ page, context }) => {
  const demo = demoAccounts({ DEMO: "1" })!;
  await context.addInitScript(() => {
    (window as unknown as { shifts: unknown[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]) {
        (window as unknown as { shifts: unknown[] }).shifts.push({
          value: entry.value, t: Math.round(entry.startTime),
          sources: entry.sources.map((s) => ({ node: s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName), prev: [s.previousRect.y, s.previousRect.height], cur: [s.currentRect.y, s.currentRect.height] })),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const r = await page.request.post("/api/auth/login", { data: { email: demo.partner.email, password: demo.partner.password, remember: false } });
  console.log(r.status());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/partner-portal");
  await page.waitForTimeout(4000);
  console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), null, 1));
});
