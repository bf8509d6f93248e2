/** The fields a form marks as wrong: Mantine inputs set aria-invalid, wrappers data-error. */
const INVALID = '[aria-invalid="true"], [data-error="true"] input, [data-error] input';

/**
 * After a Save that failed its checks, brings the first wrong field into view and puts the
 * cursor in it, so a long form (court, settings, schedule) never fails off-screen. Waits a frame
 * for the error messages to render.
 */
export function focusFirstError(root: ParentNode | null | undefined = document): void {
  requestAnimationFrame(() => {
    const field = (root ?? document).querySelector<HTMLElement>(INVALID);
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}

/** Mantine form's second onSubmit argument: `form.onSubmit(save, onInvalidSubmit)`. */
export function onInvalidSubmit(
  _errors: unknown,
  _values: unknown,
  event?: { currentTarget: EventTarget | null },
): void {
  const target = event?.currentTarget;
  focusFirstError(target instanceof HTMLElement ? target : document);
}
