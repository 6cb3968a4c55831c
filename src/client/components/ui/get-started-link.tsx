import { Link } from '@tanstack/react-router';

/** Both Get Started buttons lead to the tools list. */
export function GetStartedLink({ className = 'btn-accent' }: { className?: string }) {
  return (
    <Link to="/" hash="tools" className={className}>
      Get Started
    </Link>
  );
}
