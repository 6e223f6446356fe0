/**
 * Names a latest-value call: of the calls a port makes under one key, only the newest matters (the
 * page the visitor is on, the heatmap's load). A pipeline sends that one when its vendor is granted
 * later, unless it already reached the vendor or is on its way there. Keys are compared by identity:
 * one constant per kind of call, beside the port that makes it.
 */
export class LatestKey<Value> {
  readonly name: string;
  // Never set: ties the key to the type of the value its calls carry, so reading it back is typed.
  declare readonly valueType: Value;

  constructor(name: string) {
    this.name = name;
  }
}
