import Link from 'next/link';

/** The line under a login or sign-up card: "No account yet? Sign up". */
export function AuthFooterLink({ text, link, href }: { text?: string; link: string; href: string }) {
  return (
    <p className="text-center text-sm text-slate-600">
      {text ? `${text} ` : null}
      <Link href={href} className="font-medium text-brand hover:underline">
        {link}
      </Link>
    </p>
  );
}
