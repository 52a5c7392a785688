/** A synthetic draft: `claims` claims and about `words` words of description. */
export function syntheticDraft(claims: number, words: number): string {
  const parts = [
    'Lever assembly',
    '',
    'BACKGROUND',
    '',
    '[0001] Levers are old.',
    '',
    'BRIEF DESCRIPTION OF THE DRAWINGS',
    '',
    '[0002] FIG. 1 is a view of the assembly.',
    '',
    'DETAILED DESCRIPTION',
    '',
  ];
  const sentence =
    'The lever 10 of the assembly pivots on the base 12 while the spring 14 biases the arm 16 toward the stop 18 shown in FIG. 1. ';
  const perSentence = sentence.split(/\s+/).filter(Boolean).length;
  let n = 3;
  for (let w = 0; w < words; w += perSentence * 10)
    parts.push(`[${String(n++).padStart(4, '0')}] ${sentence.repeat(10)}`, '');
  parts.push('What is claimed is:', '');
  for (let i = 1; i <= claims; i++) {
    if (i % 20 === 1)
      parts.push(
        `${i}. A lever assembly comprising:\n  a base;\n  a lever mounted on the base;\n  a spring biasing the lever; and\n  an arm coupled to the lever, the arm moving toward a stop.`,
        '',
      );
    else
      parts.push(
        `${i}. The lever assembly of claim ${i - 1 - ((i - 2) % 20 === 19 ? 0 : 0)}, wherein the spring is a coil spring and the arm is rigid.`,
        '',
      );
  }
  parts.push(
    'ABSTRACT',
    '',
    'A lever assembly has a base, a lever mounted on the base, a spring biasing the lever and an arm coupled to the lever.',
  );
  return parts.join('\n');
}
