/** The hidden fields of every form of a post: what it does and where it returns. */
export function Hidden({ intent, redirectTo, extra }: { intent: string; redirectTo: string; extra?: Record<string, string> }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
