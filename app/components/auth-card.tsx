import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./ui/card";

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
