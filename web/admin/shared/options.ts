import type { I18n, MessageDescriptor } from '@lingui/core';

/** A select's option whose label is translated where the select is drawn. */
export interface OptionText<Value extends string = string> {
  value: Value;
  label: MessageDescriptor;
}

/** The options as a select takes them, in the language on screen. */
export const optionsIn = (i18n: I18n, options: readonly OptionText[]) => options.map(({ value, label }) => ({ value, label: i18n._(label) }));
