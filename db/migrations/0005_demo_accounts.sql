ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo accounts seeded before the flag existed: the documented demo e-mails with the demo profiles.
UPDATE "users" SET "demo" = true
  WHERE (lower("email") = 'partner@example.com' AND "full_name" = 'Demo Partner')
     OR (lower("email") = 'admin@example.com' AND "full_name" = 'Demo Administrator');
