import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button.tsx';

const COPIED_FOR_MS = 2000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** What is copied, for screen readers: 'reference' reads 'Copy reference', then 'Reference copied'. */
  what: string;
}

/**
 * Copies a text and says so for two seconds. The clipboard exists only in secure contexts; without
 * it there is no button, and the text beside it stays selectable.
 */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;

  const copy = () => {
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const label = `${what.charAt(0).toUpperCase()}${what.slice(1)} copied`;
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      onClick={copy}
      aria-label={copied ? label : `Copy ${what}`}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
