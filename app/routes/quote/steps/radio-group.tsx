/** A group of radio buttons with its legend and message (driver step 3/3, the driver modal, the policy step). */
export function RadioGroup({
  name,
  legend,
  options,
  defaultValue,
  error,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
}) {
  const id = `rg-${name}`;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border-2 border-line bg-canvas px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className="size-5 accent-primary"
              aria-invalid={error ? true : undefined}
            />
            <span className="font-medium text-ink">{option.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
