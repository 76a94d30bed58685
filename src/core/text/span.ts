// A piece of a text: what it says and where it is (offsets into the text, end exclusive).
export interface Span {
  text: string;
  start: number;
  end: number;
}
