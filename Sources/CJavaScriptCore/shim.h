#ifndef NOWTAPE_CJAVASCRIPTCORE_SHIM_H
#define NOWTAPE_CJAVASCRIPTCORE_SHIM_H

/* JavaScriptCore's C API: Apple's system framework, or Debian's libjavascriptcoregtk-4.1 (found by pkg-config). */
#include <JavaScriptCore/JavaScript.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Two functions both builds export but neither installs a header for (WebKit's JSContextRefPrivate.h and
 * JSBasePrivate.h declare them). NowTape's limits are built on them: the execution time limit ends a script
 * cooperatively, at the engine's own safe points, and its callback is where the heap's size is checked. */

/* Called on the script's thread each time the limit passes; return true to end the script, false to give it
 * another `limit` seconds. */
typedef bool (*JSShouldTerminateCallback)(JSContextRef ctx, void *context);

void JSContextGroupSetExecutionTimeLimit(JSContextGroupRef group, double limit, JSShouldTerminateCallback callback,
                                         void *context);
void JSContextGroupClearExecutionTimeLimit(JSContextGroupRef group);

/* An object with the heap's figures: heapSize, heapCapacity, extraMemorySize, objectCount and others. */
JSObjectRef JSGetMemoryUsageStatistics(JSContextRef ctx);

/* A full collection, now. */
void JSSynchronousGarbageCollectForDebugging(JSContextRef ctx);

#if defined(__linux__)
/* Takes and gives back the context's API lock (it is recursive). WebKitGTK exports them; NowTape holds the lock
 * across an evaluation so that the jobs its promises queue, which the engine runs when the lock is given back, run
 * under the limits set for them. */
void JSLock(JSContextRef ctx);
void JSUnlock(JSContextRef ctx);
#endif

#ifdef __cplusplus
}
#endif

#endif
