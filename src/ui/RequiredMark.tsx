/** The asterisk a required field shows beside its label (hidden from screen readers: the control says aria-required). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="required" aria-hidden="true">
      *
    </span>
  ) : null;
}
