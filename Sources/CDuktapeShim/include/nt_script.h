#ifndef NOWTAPE_NT_SCRIPT_H
#define NOWTAPE_NT_SCRIPT_H

#include <stddef.h>

/* A Duktape heap with a memory limit, run under a time limit.
 *
 * Duktape's own API is made of macros and of calls that unwind with longjmp on error, neither of which Swift can
 * use safely. This shim keeps every Duktape call in C: Swift sees evaluation, compilation and one host callback.
 *
 * Limits. Every allocation goes through the heap's own allocator, which counts bytes and tracks each block. An
 * evaluation runs with a watchdog: when its time is up, the script thread is interrupted by a signal and jumps back
 * to the evaluation's entry; when allocations at the memory limit keep failing after Duktape's garbage collection,
 * the allocator jumps back the same way. After either, the heap is abandoned: its blocks are freed wholesale,
 * without running Duktape's teardown, and the script object refuses further work. A jump is deferred while the
 * thread is inside the allocator, the host callback or a guarded built-in (`__nt_guarded`), and taken as soon as
 * that returns. */

#ifdef __cplusplus
extern "C" {
#endif

typedef struct nt_script nt_script;

/* The host callback: `op` names an operation and `args` is its JSON argument text. Return 0 with `*out` set to
 * the JSON result, or 1 with `*out` set to an error message that becomes a JavaScript Error. `*out` must be
 * allocated with malloc; the shim frees it. */
typedef int (*nt_host_fn)(void *host, const char *op, size_t op_len, const char *args, size_t args_len, char **out,
                          size_t *out_len);

typedef enum {
    NT_OK = 0,
    /* The script threw, or did not compile. The output is the error's text, with its line when known. */
    NT_SCRIPT_ERROR = 1,
    /* The time limit passed. */
    NT_TIMEOUT = 2,
    /* The memory limit was reached. */
    NT_OUT_OF_MEMORY = 3,
    /* The heap is unusable: it could not be created, hit a fatal error, or was abandoned by an earlier limit. */
    NT_UNUSABLE = 4
} nt_status;

/* Creates a heap that may hold at most `memory_limit` bytes. The global object gains two functions:
 * `__nt_call(op, argsJSON)` returns the host's JSON text, and `__nt_compile(source, fileName)` compiles eval code
 * into a function. Returns NULL when the heap cannot be created. */
nt_script *nt_script_create(size_t memory_limit, nt_host_fn host_fn, void *host);

/* Evaluates `source` as eval code named `file_name`, for at most `timeout_ms` milliseconds (0: no limit). On
 * NT_OK, `*out` is the completion value coerced to a string; on NT_SCRIPT_ERROR, the error's text. Free `*out`
 * with nt_free. */
nt_status nt_script_eval(nt_script *script, const char *source, size_t length, const char *file_name,
                         unsigned timeout_ms, char **out, size_t *out_length);

/* As nt_script_eval, for a source that many heaps evaluate (a prelude): its bytecode is kept process-wide, keyed by
 * the source text, so later heaps load it instead of compiling it again. One source is kept at a time. */
nt_status nt_script_eval_cached(nt_script *script, const char *source, size_t length, const char *file_name,
                                unsigned timeout_ms, char **out, size_t *out_length);

/* Compiles `source` without running it. NT_SCRIPT_ERROR gives the syntax error's text, with its line. */
nt_status nt_script_compile(nt_script *script, const char *source, size_t length, const char *file_name, char **out,
                            size_t *out_length);

/* The bytes the heap holds now, and the most it has held. */
size_t nt_script_memory_in_use(const nt_script *script);
size_t nt_script_memory_peak(const nt_script *script);

/* Frees the heap. */
void nt_script_destroy(nt_script *script);

/* Frees text returned by the shim. */
void nt_free(void *pointer);

#ifdef __cplusplus
}
#endif

#endif
