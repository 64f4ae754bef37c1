/** Joins the class names that apply (CSS Modules give one per rule), leaving out the false ones. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
