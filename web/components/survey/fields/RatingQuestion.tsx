import { RATING_VALUES } from '../../../../core/questions';
import { asText, describedControl, type FieldProps } from './fieldProps';

/** Five buttons, '1' to '5'; the answer is kept as the string. */
export function RatingQuestion({ labelId, value, onChange, ...described }: FieldProps) {
  const current = asText(value);
  return (
    <div className="rating" role="group" aria-labelledby={labelId} {...describedControl(described)}>
      {RATING_VALUES.map((rating) => (
        <button
          key={rating}
          type="button"
          className={`rating-button${current === rating ? ' selected' : ''}`}
          aria-pressed={current === rating}
          onClick={() => onChange(rating)}
        >
          {rating}
        </button>
      ))}
    </div>
  );
}
