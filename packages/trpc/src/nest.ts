type HeadOf<K extends string> = K extends `${infer H}.${string}` ? H : K;

/** `{'admin.courts.list': x}` as `{admin: {courts: {list: x}}}`. */
export type Nested<R> = {
  [H in HeadOf<keyof R & string>]: H extends keyof R
    ? R[H]
    : Nested<{ [K in keyof R & string as K extends `${H}.${infer T}` ? T : never]: R[K] }>;
};

/** Nests a record keyed by dotted names, the shape tRPC takes for sub-routers. */
export function nest<R extends Record<string, unknown>>(flat: R): Nested<R> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const parts = name.split('.');
    const last = parts.pop()!;
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    node[last] = value;
  }
  return root as Nested<R>;
}
