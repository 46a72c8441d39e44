/**
 * `work` done once per object: later calls with the same object answer what it gave, and the
 * answer goes when the object does.
 */
export function remembered<Key extends object, Value>(
  work: (key: Key) => Value,
): (key: Key) => Value {
  const answers = new WeakMap<Key, Value>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const answer = work(key);
    answers.set(key, answer);
    return answer;
  };
}
