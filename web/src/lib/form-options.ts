/**
 * How every form of the app behaves (react-hook-form options): errors show on submit and stay as
 * they are until the next one (a picked file is checked at once by its form), and focus stays where
 * the member left it — each error is announced by its Field (role="alert") instead.
 */
export const FORM_OPTIONS = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
