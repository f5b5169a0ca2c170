# bash completion for the sdk tools: sdk-parse, sdk-validate, sdk-solve,
# sdk-gen, sdk-fmt, sdk-play and sdk-canon. Source it, or let make install put it in
# $(PREFIX)/share/bash-completion/completions/ under each tool's name.
# Options are completed from the lists below (tests/completion.bats
# checks them against each tool's --help), the values of the options that
# have a fixed set, and file names for the operands.

# _sdk_options TOOL: the options of TOOL; a long option that takes an
# argument ends with "=".
_sdk_options() {
	case $1 in
	sdk-parse)
		printf '%s ' --box= -f --format= --givens-only -k --keep-comments \
		    --keep-placed -l --list-formats --shard= -U --unbuffered \
		    --variant= -z --size= -h --help -V --version
		;;
	sdk-validate)
		printf '%s ' -e --explain -f --filter -j --jobs= -m --minimal \
		    -P --progress -q --quiet --shard= -U --unbuffered -u --unique \
		    -h --help -V --version
		;;
	sdk-solve)
		printf '%s ' -1 --first -a --all --check -c --count -e --explain \
		    -H --hint --json -j --jobs= -l --limit= -m --method= \
		    -P --progress -p --pair -r --rate -s --stats -t --trace \
		    --shard= -U --unbuffered -h --help -V --version
		;;
	sdk-gen)
		printf '%s ' --box= -c --count= --classic -d --difficulty= --even \
		    -j --jobs= --jigsaw -n --clues= -P --progress -p --pair \
		    --pencil --rating= -s --seed= -t --tries= --shard= \
		    -U --unbuffered --variant= -y --symmetry= -z --size= \
		    -h --help -V --version
		;;
	sdk-fmt)
		printf '%s ' -B --board -b --boxed -C --candidates --candidates= \
		    -c --compact \
		    -d --sdk -g --grid -J --json -l --line -p --padded \
		    -r --report -S --ss -s --sized -x --csv --csv= -0 --zero \
		    -G --svg -H --html -a --answers -e --sheet -N --numbers \
		    -n --per-page= -o --output= -P --paper= --shard= -U --unbuffered \
		    -h --help -V --version
		;;
	sdk-play)
		printf '%s ' --box= -d --difficulty= -f --file= --jigsaw \
		    --screen -s --seed= --variant= -z --size= --help --version
		;;
	sdk-canon)
		printf '%s ' -a --automorphisms -j --jobs= -k --key -m --map \
		    -p --pattern -P --progress -R --random -s --seed= \
		    --shard= -U --unbuffered --uniq -x --apply= -h --help -V --version
		;;
	esac
}

# _sdk_argument TOOL OPTION: what the argument of OPTION is, when it takes
# one: the words it can be, "FILE", "DIR" or "-" (a number, a range: no
# completion). Returns 1 when OPTION takes no argument.
_sdk_argument() {
	case $1:$2 in
	sdk-parse:-f | sdk-parse:--format)
		echo line csv grid digits sized board sdk ss sdm candidates \
		    hodoku json xml hex ap
		;;
	*:-z | *:--size)
		case $1 in
		sdk-parse) echo 4 9 16 ;;
		sdk-gen | sdk-play) echo 4 6 8 9 10 12 16 ;;
		*) return 1 ;;
		esac
		;;
	sdk-solve:-m | sdk-solve:--method)
		echo fast tactics simple
		;;
	sdk-gen:-d | sdk-gen:--difficulty | sdk-play:-d | sdk-play:--difficulty)
		echo easy medium hard expert extreme
		;;
	sdk-gen:--box | sdk-play:--box)
		echo 2x2 2x3 3x2 2x4 4x2 3x3 2x5 5x2 3x4 4x3 4x4
		;;
	sdk-gen:--variant | sdk-play:--variant)
		echo x windoku x,windoku
		;;
	sdk-gen:-y | sdk-gen:--symmetry)
		echo none rot180 rot90 mirror flip diagonal antidiagonal \
		    dihedral random
		;;
	sdk-fmt:-P | sdk-fmt:--paper)
		echo a4 letter
		;;
	sdk-fmt:--csv)
		echo grid
		;;
	sdk-fmt:--candidates)
		echo frame
		;;
	sdk-fmt:-o | sdk-fmt:--output)
		echo DIR
		;;
	sdk-play:-f | sdk-play:--file)
		echo FILE
		;;
	sdk-validate:-j | sdk-validate:--jobs | sdk-solve:-j | \
	    sdk-solve:--jobs | sdk-solve:-l | sdk-solve:--limit | \
	    sdk-gen:-[cjnst] | sdk-gen:--count | sdk-gen:--jobs | \
	    sdk-gen:--clues | sdk-gen:--rating | sdk-gen:--seed | \
	    sdk-gen:--tries | sdk-fmt:-n | sdk-fmt:--per-page | \
	    sdk-play:-s | sdk-play:--seed | sdk-canon:-[jsx] | \
	    sdk-canon:--jobs | sdk-canon:--seed | sdk-canon:--apply)
		printf '%s\n' -
		;;
	*)
		return 1
		;;
	esac
}

# _sdk_values WHAT CUR: COMPREPLY for an option's argument.
_sdk_values() {
	case $1 in
	FILE)
		compopt -o filenames 2>/dev/null || :
		mapfile -t COMPREPLY < <(compgen -f -- "$2")
		;;
	DIR)
		compopt -o filenames 2>/dev/null || :
		mapfile -t COMPREPLY < <(compgen -d -- "$2")
		;;
	-)
		COMPREPLY=()
		;;
	*)
		COMPREPLY=($(compgen -W "$1" -- "$2"))
		;;
	esac
}

# _sdk: the completion function of every tool.
_sdk() {
	local tool=${COMP_WORDS[0]##*/} cur=${COMP_WORDS[COMP_CWORD]}
	local prev='' opt='' what
	COMPREPLY=()
	if [ "$COMP_CWORD" -gt 0 ]; then
		prev=${COMP_WORDS[COMP_CWORD - 1]}
	fi
	# --option=value, as one word or split at "=" (COMP_WORDBREAKS).
	if [ "$cur" = = ] && [[ $prev == --* ]]; then
		opt=$prev
		cur=''
	elif [ "$prev" = = ] && [ "$COMP_CWORD" -gt 1 ] &&
	    [[ ${COMP_WORDS[COMP_CWORD - 2]} == --* ]]; then
		opt=${COMP_WORDS[COMP_CWORD - 2]}
	elif [[ $cur == --*=* ]]; then
		opt=${cur%%=*}
		cur=${cur#*=}
	elif [[ $prev == -* ]] && [ "$prev" != --csv ] &&
	    [ "$prev" != --candidates ] &&
	    _sdk_argument "$tool" "$prev" >/dev/null; then
		opt=$prev
	fi
	if [ -n "$opt" ]; then
		what=$(_sdk_argument "$tool" "$opt") || return 0
		_sdk_values "$what" "$cur"
		return 0
	fi
	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_sdk_options "$tool")" -- "$cur"))
		if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
			compopt -o nospace 2>/dev/null || :
		fi
		return 0
	fi
	# The operands: files, but sdk-gen takes none and sdk-play a seed.
	case $tool in
	sdk-gen | sdk-play) return 0 ;;
	esac
	_sdk_values FILE "$cur"
}

complete -F _sdk sdk-parse sdk-validate sdk-solve sdk-gen sdk-fmt sdk-play \
    sdk-canon
