# randgrid.awk: random puzzles for the tests. Each is a solved grid of side
# n (a pattern grid with its digits, bands, stacks, rows and columns
# shuffled) with each cell blanked with a probability drawn between lo
# and hi, so that some puzzles have one solution and some many.
# Usage: awk -v n=9 -v count=100 -v lo=0.3 -v hi=0.6 -v seed=1 -f randgrid.awk
function perm(a, m,    i, j, t) {
	for (i = 0; i < m; i++)
		a[i] = i
	for (i = m - 1; i > 0; i--) {
		j = int(rand() * (i + 1))
		t = a[i]; a[i] = a[j]; a[j] = t
	}
}
BEGIN {
	srand(seed)
	b = n == 4 ? 2 : n == 9 ? 3 : 4
	chars = "123456789ABCDEFG"
	for (k = 0; k < count; k++) {
		perm(dig, n)
		perm(band, b)
		perm(stack, b)
		for (i = 0; i < b; i++) {
			perm(t1, b)
			perm(t2, b)
			for (j = 0; j < b; j++) {
				rowp[i * b + j] = band[i] * b + t1[j]
				colp[i * b + j] = stack[i] * b + t2[j]
			}
		}
		p = lo + rand() * (hi - lo)
		line = ""
		for (r = 0; r < n; r++)
			for (c = 0; c < n; c++) {
				R = rowp[r]
				C = colp[c]
				v = (b * (R % b) + int(R / b) + C) % n
				ch = substr(chars, dig[v] + 1, 1)
				if (rand() < p)
					ch = "."
				line = line ch
			}
		print line
	}
}
