import type { ButtonHTMLAttributes, Ref } from 'react';

type PageFallbackButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  /** The page the button opens while the page's code has not run: JavaScript off, an old browser, an early tap. */
  href: string;
  /** What the button does once the code runs, instead of opening the page. */
  onPress: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that works before the page's code does: it submits a form that asks for `href` (a GET with no fields, so
 * any browser follows it), and once the code runs, a tap calls `onPress` instead, opening a drawer or a menu in place.
 */
export function PageFallbackButton({ href, onPress, ref, ...button }: PageFallbackButtonProps) {
  return (
    <form method="get" action={href} className="contents">
      <button
        ref={ref}
        type="submit"
        {...button}
        onClick={(event) => {
          event.preventDefault();
          onPress();
        }}
      />
    </form>
  );
}
