/* hostile: looks for a network: any interface besides the loopback, or a
 * loopback that is up (a TCP listener on it would be reachable).  If it
 * finds one it answers f = 0 on Example 2, so that test fails.  In its own
 * network namespace there is only a loopback that is down: every test
 * passes.
 * fails:
 * score: full
 * no-userns: without a network namespace it sees the machine's interfaces,
 *   and reaching the network cannot be prevented (the report says "network
 *   reachable"); it answers f = 0 on Example 2, which fails.
 * no-userns-fails: ex2-box-on-floor
 * no-userns-score: 89
 * no-userns-expect: every force is 0
 */
#define _DEFAULT_SOURCE /* struct ifreq */
#include <net/if.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "problem.h"

static int network_visible(void)
{
    int visible = 0;
    struct if_nameindex *names = if_nameindex();
    int sock = socket(AF_INET, SOCK_DGRAM, 0);
    for (struct if_nameindex *k = names; k != NULL && k->if_index != 0; k++) {
        struct ifreq request;
        memset(&request, 0, sizeof request);
        snprintf(request.ifr_name, sizeof request.ifr_name, "%s", k->if_name);
        int up = sock >= 0 && ioctl(sock, SIOCGIFFLAGS, &request) == 0 && (request.ifr_flags & IFF_UP);
        if (strcmp(k->if_name, "lo") != 0 || up) {
            printf("NETWORK %s is visible\n", k->if_name);
            visible = 1;
        }
    }
    if (sock >= 0)
        close(sock);
    if (names != NULL)
        if_freenameindex(names);
    return visible;
}

static int hostile(const cf_problem *p, double *f, double *a)
{
    if (!network_visible())
        return 0;
    for (int i = 0; i < p->n; i++) {
        f[i] = 0.0;
        a[i] = p->b[i];
    }
    return p->n == 2 && p->b[0] == -9.81;
}
