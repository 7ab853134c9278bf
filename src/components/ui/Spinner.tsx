interface SpinnerProps {
  /** What is loading, announced to assistive technology. */
  readonly label: string;
}

/** A small polite status indicator; it never covers the page. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className="spinner">
      <span className="spinner__ring" aria-hidden="true" />
    </div>
  );
}
