import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import { Button } from "../components/ui/button";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-28 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
