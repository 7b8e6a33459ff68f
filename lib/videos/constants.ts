/** How far one press of a list's scroll button moves it, in CSS pixels. */
export const VIDEO_SCROLL_STEP_PX = 100;
