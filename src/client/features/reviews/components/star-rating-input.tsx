/** A 0–5 star rating in whole steps, as radio buttons so keyboards and screen readers work as usual. */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <fieldset>
      <legend className="field-label">Rating: {value} of 5</legend>
      <div className="flex items-center gap-1">
        {[0, 1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className={`cursor-pointer rounded-lg p-1 focus-within:(outline outline-3 outline-sun) ${stars === 0 ? 'mr-2' : ''}`}
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            {stars === 0 ? (
              <span
                aria-hidden="true"
                className={`text-sm font-semibold ${value === 0 ? 'text-ink' : 'text-ink-muted'}`}
              >
                None
              </span>
            ) : (
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                width="32"
                height="32"
                className={stars <= value ? 'fill-sun' : 'fill-slate-300'}
              >
                <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
              </svg>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
