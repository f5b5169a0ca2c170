/*
 * play.c: libFuzzer target for the command reader of sdk-play:
 * sdk_game_readword (the number of cells), sdk_game_readline and
 * sdk_game_command, on a 4x4, 9x9 or 16x16 game picked by the first byte.
 * A save goes to one scratch file, whatever name the input gives.
 */
#include <unistd.h>

#include "common.h"

static const char *const games[3][2] = {
	{ ".2.4........1.3.", "3214412323411432" },
	{ "..17...8.......3.9.......6.2...9...5.4.3......16...9.8....845...73"
	    "1......2....1..",
	  "6517392847846123593925487612378964159483516275164279381692845734"
	    "73165892825973146" },
	{ "8.CG...E..3.6..49.D7..2.G.........F..53....D....A...96....4......."
	    "E.B......93....5..CE.46..A.G8.....538..4..F.D......G...D.EC.2B.."
	    "5..86....4.B3.......B...AC2.G7....1.F72ED...A5C..12....B.6......"
	    "93..D..8..7F..2.1.G....F.....3..8.39.1.2E.....4.A....F.1.7.562",
	  "8BCGD1AE953F627496D74F2BGA1853CEE4F27538C6BD9A1GA13596CGE7428DBF"
	    "68E4B21DFCG9375AD5BFCE74632A1G89GC29538AB471FED6137AFG965D8EC42B"
	    "725EA8691GF4DB3C3F6DE4B589AC21G7B9G81CF72ED346A5CA412DG37B56E9F8"
	    "5G936AD248CB7FE12E1BG74CDF65A893F7863951A2EGBC4D4DAC8BEF3197G562" },
};

static char scratch[64];

/* Sends a save to the scratch file: the game must not write anywhere. */
static void
tame(char *line)
{
	char *s = line + strspn(line, " \t\r\n\v\f");

	if (strncmp(s, "save", 4) == 0 && s[4] != '\0' &&
	    strchr(" \t\r\n\v\f", s[4]) != NULL && s[5] != '\0')
		snprintf(s, SDK_GAME_LINE + 1 - (s - line), "save %s",
		    scratch);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sdk_game gm;
	struct sdk_grid givens, sol;
	char line[SDK_GAME_LINE + 1], word[64], err[80];
	FILE *in;
	int g, k, toolong, n = 0;

	if (size < 1)
		return 0;
	if (scratch[0] == '\0')
		snprintf(scratch, sizeof(scratch), "/tmp/sdk-fuzz-save.%ld",
		    (long)getpid());
	g = data[0] % 3;
	if (sdk_grid_parse(&givens, games[g][0], strlen(games[g][0]), err,
	    sizeof(err)) < 0 || sdk_grid_parse(&sol, games[g][1],
	    strlen(games[g][1]), err, sizeof(err)) < 0)
		abort();
	if ((in = fuzz_open(data + 1, size - 1)) == NULL)
		return 0;
	memset(&gm, 0, sizeof(gm));
	sdk_game_start(&gm, &givens, NULL, data[0] & 4 ? &sol : NULL);
	if (data[0] & 8)
		sdk_game_readword(in, word, sizeof(word));
	while (n++ < 2000 && sdk_game_readline(in, line, &toolong)) {
		FUZZ_CHECK(strlen(line) <= SDK_GAME_LINE);
		if (toolong)
			continue;
		tame(line);
		k = sdk_game_command(&gm, line, fuzz_null());
		FUZZ_CHECK(k == SDK_GAME_GO || k == SDK_GAME_EXIT ||
		    k == SDK_GAME_RESTART);
		FUZZ_CHECK(gm.pos <= gm.nhist);
		if (k == SDK_GAME_EXIT)
			break;
		if (k == SDK_GAME_RESTART)
			sdk_game_start(&gm, &givens, NULL, &sol);
	}
	sdk_game_free(&gm);
	fclose(in);
	return 0;
}
