/**
 * Below this window width the site uses its small-screen layout. It is Tailwind's `md` breakpoint, so scripts that
 * ask for the width agree with the `md:` and `max-md:` classes.
 */
export const MOBILE_BREAKPOINT_PX = 768;
