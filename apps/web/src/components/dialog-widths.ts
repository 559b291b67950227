import { DIALOG_WIDTHS } from '@batir/shared/constants';

/** Spec 1 §2.7 dialog widths in pixels: small 350, normal or medium 600, large 800, xl 1200. */
export { DIALOG_WIDTHS };
export type DialogWidth = keyof typeof DIALOG_WIDTHS;
