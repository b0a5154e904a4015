import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "./ui/input";

/** A password field with a show/hide toggle, as the sign-in forms and the reset page use it. */
export function PasswordInput({
  id,
  toggleLabel,
  ...props
}: Omit<ComponentProps<"input">, "type" | "id"> & { id: string; toggleLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input id={id} type={visible ? "text" : "password"} className="pr-12" {...props} />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible(!visible)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-brand-700"
      >
        {visible ? (
          <EyeOff aria-hidden className="size-5" />
        ) : (
          <Eye aria-hidden className="size-5" />
        )}
      </button>
    </div>
  );
}
