import { Button } from '@/components/ui/button';

/** A sandbox page that has nothing to do (unknown link, expired or finished session): say so, offer the way back. */
export function SandboxNotice({
  title,
  text,
  href,
  linkLabel,
}: {
  title: string;
  text: string;
  href: string;
  linkLabel: string;
}) {
  return (
    <section className="space-y-3 rounded-xl border p-6" aria-labelledby="sandbox-notice">
      <h2 id="sandbox-notice" className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild>
        <a href={href}>{linkLabel}</a>
      </Button>
    </section>
  );
}
