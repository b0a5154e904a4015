/** A native <select> with the same height, border and focus ring as the text inputs. */
export const selectClass =
  "h-11 w-full rounded-control border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger-600";
