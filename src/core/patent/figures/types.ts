/** Geometry and specs of the drawings made from claims. Units are PostScript points (1/72 inch). */

/** An axis-aligned rectangle, top-left corner plus size. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A point. */
export interface Point {
  x: number;
  y: number;
}

/** How a node is drawn. `group` is a box with its own parts drawn inside it. */
export type ShapeKind = 'box' | 'decision' | 'terminal' | 'connector' | 'group' | 'frame';

/** One node of a figure before layout: what it says and which numeral it carries. */
export interface NodeSpec {
  id: string;
  kind: Exclude<ShapeKind, 'frame'>;
  label: string;
  /** The part's name as the description should use it (lowercase, no article). */
  name: string;
  numeral: string | null;
  /** The claims' reference sign for the part ("lever (21)"): its numeral, whatever else is kept. */
  sign?: string;
  /** Parts drawn inside a `group` node. */
  parts: NodeSpec[];
}

/** A connection between two nodes; `label` is YES/NO on a decision's branches. */
export interface EdgeSpec {
  from: string;
  to: string;
  arrow: boolean;
  label?: string;
  /** Invisible edges only steer the layout (a column of unconnected blocks). */
  hidden?: boolean;
}

/** A figure to draw: a flowchart of a method claim or a block diagram of a system, apparatus or medium. */
export interface FigureSpec {
  number: number;
  kind: 'flowchart' | 'block';
  title: string;
  claim: number;
  nodes: NodeSpec[];
  edges: EdgeSpec[];
  /** A frame drawn around the whole block diagram (the system itself) with its numeral. */
  frame: { label: string; name: string; numeral: string; sign?: string } | null;
  /** Things the drawing left out, said plainly (parts dropped to fit a sheet…). */
  notes: string[];
}

/** A drawn shape; `parent` names the group a part sits in. */
export interface Shape {
  id: string;
  kind: ShapeKind;
  rect: Rect;
  parent?: string;
}

/** What a text item is. Labels belong to a shape (`owner`) and must stay inside it; a numeral names its `owner`. */
export type TextRole = 'label' | 'numeral' | 'edge-label' | 'caption' | 'sheet-number';

/** A block of text lines, centred on its box, with the box it occupies. */
export interface TextItem {
  role: TextRole;
  lines: string[];
  box: Rect;
  size: number;
  owner?: string;
}

/** A polyline; edges may end in an arrowhead, lead lines join a numeral to its shape. */
export interface LineItem {
  role: 'edge' | 'lead';
  points: Point[];
  arrow: boolean;
}

/** Shapes, texts and lines in one coordinate space. */
export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
  texts: TextItem[];
  lines: LineItem[];
}

/** Page size and 37 CFR 1.84(g) margins, in points. */
export interface PageFormat {
  name: 'letter' | 'a4';
  width: number;
  height: number;
  margin: { top: number; left: number; right: number; bottom: number };
}

/** One drawing sheet: page coordinates, with sheet number and figure captions placed. */
export interface Sheet extends Drawing {
  /** 1-based sheet number and total, as printed "1/4". */
  index: number;
  count: number;
  page: PageFormat;
  /** The figure this sheet draws (all or part of it). */
  figure: number;
  /** The caption on this sheet: "FIG. 2" or, for a figure split over sheets, "FIG. 2A". */
  caption: string;
}

/** A numeral of a figure and the name of its part. */
export interface FigureNumeral {
  numeral: string;
  name: string;
}

/** One drawn figure: what the API lists, and its sheets. */
export interface DrawnFigure {
  number: number;
  title: string;
  claim: number;
  kind: FigureSpec['kind'];
  numerals: FigureNumeral[];
  notes: string[];
  sheets: Sheet[];
  /** The spec it was drawn from, numerals as drawn (the description walks it). */
  spec: FigureSpec;
}

/** A claim that got no figure, and why. */
export interface SkippedClaim {
  claim: number;
  reason: string;
}
