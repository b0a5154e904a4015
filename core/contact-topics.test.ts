import { describe, expect, it } from "vitest";
import { contactTopicPath, contactTopicSubject } from "./contact-topics";

describe("contact topics", () => {
  it("gives the subject of a known topic", () => {
    expect(contactTopicSubject("smart-card-solutions")).toBe(
      "Request Information: Security Solutions",
    );
    expect(contactTopicPath("e-mobility-solar")).toBe("/contact?topic=e-mobility-solar");
  });

  it("ignores a missing or unknown topic, including the object's own property names", () => {
    for (const topic of [null, undefined, "", "unknown", "__proto__", "constructor", "toString"]) {
      expect(contactTopicSubject(topic)).toBeNull();
    }
    expect(contactTopicSubject("Smart-Card-Solutions")).toBeNull();
  });
});
