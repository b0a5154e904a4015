import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

/** The centred card the sign-in and password pages share: an icon, the page's heading, a lead. */
export function AuthCard({
  icon: Icon,
  title,
  lead,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:px-6 md:py-20">
      <div className="mx-auto w-full max-w-md">
        <Card padded={false} className="p-6 sm:p-8">
          <div className="text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {lead && <p className="mt-2 text-slate-700">{lead}</p>}
          </div>
          {children}
        </Card>
      </div>
    </section>
  );
}

/** Demo mode's sample credentials, shown above a sign-in form (docs/rules.md#demo-mode). */
export function SampleCredentials({
  heading,
  labels,
  credentials,
}: {
  heading: string;
  labels: { email: string; password: string };
  credentials: { email: string; password: string };
}) {
  return (
    <div className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p className="font-semibold text-brand-800">{heading}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>{labels.email}:</dt>
        <dd className="break-all font-mono">{credentials.email}</dd>
        <dt>{labels.password}:</dt>
        <dd className="break-all font-mono">{credentials.password}</dd>
      </dl>
    </div>
  );
}
