import { RadioGroup } from 'radix-ui';
import { RATING_VALUES } from '../../../../core/questions';
import { asText, describedControl, type FieldProps } from './fieldProps';

/** What the ends of the scale mean, so a student knows which end is good. */
const RATING_ENDS = { low: 'Poor', high: 'Excellent' } as const;

/** The name of a rating's option: the ends carry their meaning, the middle only its number. */
function optionName(rating: string): string | undefined {
  if (rating === RATING_VALUES[0]) return `${rating}, ${RATING_ENDS.low}`;
  if (rating === RATING_VALUES[RATING_VALUES.length - 1]) return `${rating}, ${RATING_ENDS.high}`;
  return undefined;
}

/** Five options, '1' to '5', in a radio group; the answer is kept as the string. */
export function RatingQuestion({ id, labelId, question, value, onChange, ...described }: FieldProps) {
  const low = RATING_VALUES[0];
  const high = RATING_VALUES[RATING_VALUES.length - 1];
  return (
    <div className="rating-field">
      <RadioGroup.Root
        className="rating"
        orientation="horizontal"
        aria-labelledby={labelId}
        {...describedControl(described)}
        value={asText(value)}
        onValueChange={onChange}
        required={question.required}
      >
        {RATING_VALUES.map((rating, index) => (
          <RadioGroup.Item key={rating} id={`${id}-${index}`} value={rating} className="rating-button" aria-label={optionName(rating)}>
            {rating}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {/* The options at the ends are named with these words already; this is their picture. */}
      <div className="rating-scale" aria-hidden>
        <span>
          {low} = {RATING_ENDS.low}
        </span>
        <span>
          {high} = {RATING_ENDS.high}
        </span>
      </div>
    </div>
  );
}
