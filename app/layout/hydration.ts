/**
 * Set on `<html>` once React has hydrated the page (decision 035). The
 * inline starter stops holding presses from then on: a button React never
 * hydrates (in an editor's HTML, say) is not React's to answer.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
