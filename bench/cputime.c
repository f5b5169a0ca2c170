/*
 * cputime: runs a command with stdin from FILE and stdout to /dev/null, and
 * prints the CPU time (user + system) it took in seconds, to the
 * microsecond. Used by bench/tdoku.
 *
 * Usage: cputime FILE COMMAND [ARG ...]
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	struct rusage ru;
	pid_t pid;
	int st, fd;

	if (argc < 3) {
		fprintf(stderr, "usage: cputime FILE COMMAND [ARG ...]\n");
		return 2;
	}
	if ((pid = fork()) < 0) {
		perror("cputime: fork");
		return 2;
	}
	if (pid == 0) {
		if ((fd = open(argv[1], O_RDONLY)) < 0 || dup2(fd, 0) < 0 ||
		    (fd = open("/dev/null", O_WRONLY)) < 0 || dup2(fd, 1) < 0 ||
		    dup2(fd, 2) < 0) {
			perror("cputime");
			_exit(127);
		}
		execvp(argv[2], argv + 2);
		perror("cputime: exec");
		_exit(127);
	}
	if (waitpid(pid, &st, 0) < 0 || getrusage(RUSAGE_CHILDREN, &ru) < 0) {
		perror("cputime");
		return 2;
	}
	printf("%.6f\n", ru.ru_utime.tv_sec + ru.ru_stime.tv_sec +
	    (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6);
	return WIFEXITED(st) && WEXITSTATUS(st) < 126 ? 0 : 2;
}
