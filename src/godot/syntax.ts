// The tree-sitter grammar of GDScript (an N-API build) and the parse errors it finds, each named by file:line:col.
// One parser, reused: creating one costs more than most parses. Godot's resource text format has a reader of its
// own (resource.ts).
import Parser from 'tree-sitter';
import GDScript from 'tree-sitter-gdscript';

export type SyntaxNode = Parser.SyntaxNode;

/** A place where a file does not parse, 1-based like an editor shows it. */
export interface ParseError {
  file: string;
  line: number;
  column: number;
  message: string;
}

export const formatParseError = (e: ParseError): string => `${e.file}:${e.line}:${e.column}: ${e.message}`;

let gdscript: Parser | undefined;

function parser(): Parser {
  if (!gdscript) {
    gdscript = new Parser();
    gdscript.setLanguage(GDScript);
  }
  return gdscript;
}

/** At most this many errors per file: a binary file read as text would otherwise list thousands. */
const MAX_ERRORS = 20;

/** Parses `text` and lists its ERROR and MISSING nodes as parse errors in `file`. */
export function parseSyntax(text: string, file: string): { root: SyntaxNode; errors: ParseError[] } {
  // The Node binding refuses input longer than its default 32 KiB buffer unless told the size.
  const tree = parser().parse(text, undefined, { bufferSize: text.length * 2 + 64 });
  const errors: ParseError[] = [];
  if (text.includes('\u0000'))
    errors.push({ file, line: 1, column: 1, message: 'a NUL byte: this is a binary file, not Godot text' });
  const visit = (node: SyntaxNode): void => {
    if (errors.length >= MAX_ERRORS) return;
    if (node.isMissing || node.type === 'ERROR') {
      const at = node.startPosition;
      const snippet = text.slice(node.startIndex, Math.min(node.endIndex, node.startIndex + 30)).split('\n')[0];
      errors.push({
        file,
        line: at.row + 1,
        column: at.column + 1,
        message: node.isMissing ? `expected ${node.type} here` : `cannot parse ${JSON.stringify(snippet)}`,
      });
      if (node.type === 'ERROR') return;
    }
    if (node.hasError) for (const child of node.children) visit(child);
  };
  visit(tree.rootNode);
  return { root: tree.rootNode, errors };
}

/** A node's 1-based line. */
export const lineOf = (node: SyntaxNode): number => node.startPosition.row + 1;
