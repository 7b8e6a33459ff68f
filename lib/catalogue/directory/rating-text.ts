/** '4.8 (120)', or just '4.8' when the number of ratings is unknown. */
export function ratingText(score: number, count: number | null): string {
  return count === null ? score.toFixed(1) : `${score.toFixed(1)} (${count.toLocaleString('en-US')})`;
}
