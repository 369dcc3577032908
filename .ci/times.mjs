// Prints each CI stage's time, the total and how far the run is from its 45-minute budget.
import fs from 'node:fs';

const [file, total] = [process.argv[2], Number(process.argv[3])];
const minutes = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const rows = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split('\t')) : [];
console.log('\n== stage times (m:ss)');
for (const [name, seconds] of rows) console.log(`${minutes(Number(seconds)).padStart(6)}  ${name}`);
const budget = 45 * 60;
console.log(`${minutes(total).padStart(6)}  total: ${total <= budget ? `${minutes(budget - total)} under` : `${minutes(total - budget)} OVER`} the 45-minute budget`);
