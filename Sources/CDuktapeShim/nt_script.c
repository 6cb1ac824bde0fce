#define _GNU_SOURCE
#include "nt_script.h"
#include "nt_duktape_api.h"

#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Each block the heap allocates carries this header, so an abandoned heap can be freed block by block. 32 bytes
 * keep the payload 16-byte aligned. */
typedef struct nt_block {
    struct nt_block *prev;
    struct nt_block *next;
    size_t size;
    size_t reserved;
} nt_block;

/* Consecutive refused allocations after which Duktape's own garbage collection has had its chance. */
#define NT_REFUSALS_BEFORE_ABORT 3

struct nt_script {
    duk_context *ctx;
    nt_block blocks; /* sentinel of a circular list */
    size_t limit;
    size_t in_use;
    size_t peak;
    int refusals;
    nt_host_fn host_fn;
    void *host;
    sigjmp_buf jump;
    volatile sig_atomic_t armed;    /* `jump` is a live target */
    volatile sig_atomic_t critical; /* inside the allocator, the host callback or a guarded call: a jump waits */
    volatile sig_atomic_t pending;  /* the status of a stop asked for while critical (NT_TIMEOUT or
                                       NT_OUT_OF_MEMORY), taken when the last critical section ends; 0 for none */
    int unusable;
};

static __thread nt_script *nt_active;

/* ---- limits ---------------------------------------------------------------------------------------------------- */

static int nt_signal_number(void) {
#ifdef SIGRTMIN
    return SIGRTMIN + 6;
#else
    return SIGUSR2;
#endif
}

static void nt_jump(nt_script *script, nt_status status) {
    script->armed = 0;
    siglongjmp(script->jump, (int)status);
}

/* Called when a critical section ends: takes a stop the watchdog or the allocator asked for meanwhile. */
static void nt_leave_critical(nt_script *script) {
    script->critical--;
    if (script->critical == 0 && script->pending && script->armed) {
        nt_jump(script, (nt_status)script->pending);
    }
}

static void nt_on_timeout_signal(int signal_number) {
    (void)signal_number;
    nt_script *script = nt_active;
    if (script == NULL || !script->armed) return;
    if (script->critical) {
        if (!script->pending) script->pending = NT_TIMEOUT;
        return;
    }
    nt_jump(script, NT_TIMEOUT);
}

static pthread_once_t nt_signal_once = PTHREAD_ONCE_INIT;

static void nt_install_signal_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = nt_on_timeout_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART | SA_ONSTACK;
    sigaction(nt_signal_number(), &action, NULL);
}

typedef struct {
    pthread_t target;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    struct timespec deadline;
    int done;
} nt_watchdog;

static void *nt_watchdog_main(void *argument) {
    nt_watchdog *watchdog = argument;
    pthread_mutex_lock(&watchdog->lock);
    while (!watchdog->done) {
        int result = pthread_cond_timedwait(&watchdog->wake, &watchdog->lock, &watchdog->deadline);
        if (result == ETIMEDOUT && !watchdog->done) {
            pthread_kill(watchdog->target, nt_signal_number());
            while (!watchdog->done) pthread_cond_wait(&watchdog->wake, &watchdog->lock);
        }
    }
    pthread_mutex_unlock(&watchdog->lock);
    return NULL;
}

static int nt_watchdog_start(nt_watchdog *watchdog, pthread_t *thread, unsigned timeout_ms) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
#if defined(__APPLE__)
    clockid_t clock = CLOCK_REALTIME;
#else
    clockid_t clock = CLOCK_MONOTONIC;
    pthread_condattr_setclock(&attributes, clock);
#endif
    pthread_cond_init(&watchdog->wake, &attributes);
    pthread_condattr_destroy(&attributes);
    pthread_mutex_init(&watchdog->lock, NULL);
    watchdog->target = pthread_self();
    watchdog->done = 0;
    clock_gettime(clock, &watchdog->deadline);
    watchdog->deadline.tv_sec += timeout_ms / 1000;
    watchdog->deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (watchdog->deadline.tv_nsec >= 1000000000L) {
        watchdog->deadline.tv_sec += 1;
        watchdog->deadline.tv_nsec -= 1000000000L;
    }
    return pthread_create(thread, NULL, nt_watchdog_main, watchdog);
}

static void nt_watchdog_stop(nt_watchdog *watchdog, pthread_t thread) {
    pthread_mutex_lock(&watchdog->lock);
    watchdog->done = 1;
    pthread_cond_signal(&watchdog->wake);
    pthread_mutex_unlock(&watchdog->lock);
    pthread_join(thread, NULL);
    pthread_cond_destroy(&watchdog->wake);
    pthread_mutex_destroy(&watchdog->lock);
}

/* ---- the allocator --------------------------------------------------------------------------------------------- */

static void nt_link(nt_script *script, nt_block *block) {
    block->prev = &script->blocks;
    block->next = script->blocks.next;
    script->blocks.next->prev = block;
    script->blocks.next = block;
}

static void nt_unlink(nt_block *block) {
    block->prev->next = block->next;
    block->next->prev = block->prev;
}

static void nt_count(nt_script *script, size_t added, size_t removed) {
    script->in_use = script->in_use + added - removed;
    if (script->in_use > script->peak) script->peak = script->in_use;
}

/* A refused allocation returns NULL so Duktape can collect garbage and retry; once the retries fail too, the
 * evaluation is abandoned. */
static void *nt_refuse(nt_script *script) {
    script->refusals++;
    if (script->refusals >= NT_REFUSALS_BEFORE_ABORT && script->armed && !script->pending) {
        script->pending = NT_OUT_OF_MEMORY;
    }
    return NULL;
}

static void *nt_alloc(void *udata, duk_size_t size) {
    nt_script *script = udata;
    script->critical++;
    if (size > script->limit || script->in_use + size > script->limit) {
        void *refused = nt_refuse(script);
        nt_leave_critical(script);
        return refused;
    }
    nt_block *block = malloc(sizeof(nt_block) + size);
    if (block == NULL) {
        nt_leave_critical(script);
        return NULL;
    }
    block->size = size;
    nt_link(script, block);
    nt_count(script, size, 0);
    script->refusals = 0;
    nt_leave_critical(script);
    return block + 1;
}

static void nt_release(void *udata, void *pointer) {
    nt_script *script = udata;
    if (pointer == NULL) return;
    script->critical++;
    nt_block *block = (nt_block *)pointer - 1;
    nt_unlink(block);
    nt_count(script, 0, block->size);
    free(block);
    nt_leave_critical(script);
}

static void *nt_realloc(void *udata, void *pointer, duk_size_t size) {
    nt_script *script = udata;
    if (pointer == NULL) return nt_alloc(udata, size);
    if (size == 0) {
        nt_release(udata, pointer);
        return NULL;
    }
    script->critical++;
    nt_block *block = (nt_block *)pointer - 1;
    size_t old_size = block->size;
    if (size > old_size && (size > script->limit || script->in_use - old_size + size > script->limit)) {
        void *refused = nt_refuse(script);
        nt_leave_critical(script);
        return refused;
    }
    nt_unlink(block);
    nt_block *moved = realloc(block, sizeof(nt_block) + size);
    if (moved == NULL) {
        nt_link(script, block);
        nt_leave_critical(script);
        return NULL;
    }
    moved->size = size;
    nt_link(script, moved);
    nt_count(script, size, old_size);
    script->refusals = 0;
    nt_leave_critical(script);
    return moved + 1;
}

/* Frees every block without Duktape's teardown: after a jump, the heap's own structures may be mid-update. */
static void nt_abandon(nt_script *script) {
    nt_block *block = script->blocks.next;
    while (block != &script->blocks) {
        nt_block *next = block->next;
        free(block);
        block = next;
    }
    script->blocks.next = script->blocks.prev = &script->blocks;
    script->in_use = 0;
    script->ctx = NULL;
    script->unusable = 1;
}

static void nt_fatal(void *udata, const char *message) {
    nt_script *script = udata;
    if (script != NULL && script->armed) nt_jump(script, NT_UNUSABLE);
    fprintf(stderr, "nowtape: fatal script engine error outside a guarded call: %s\n", message ? message : "");
    abort();
}

/* ---- the functions scripts see --------------------------------------------------------------------------------- */

typedef struct {
    char *text;
    size_t length;
} nt_host_text;

static duk_ret_t nt_push_host_text(duk_context *ctx, void *udata) {
    nt_host_text *text = udata;
    duk_push_lstring(ctx, text->text ? text->text : "", text->length);
    return 1;
}

/* `__nt_call(op, argsJSON)`: the host's answer as JSON text, or an Error with the host's message. */
static duk_ret_t nt_call_native(duk_context *ctx) {
    nt_script *script = nt_active;
    duk_size_t op_length = 0, args_length = 4;
    const char *op = duk_require_lstring(ctx, 0, &op_length);
    const char *args = "null";
    if (!duk_is_undefined(ctx, 1)) args = duk_require_lstring(ctx, 1, &args_length);
    if (script == NULL) return nt_duk_error(ctx, NT_DUK_ERR_ERROR, "the host is not available outside an evaluation");
    nt_host_text text = {NULL, 0};
    /* The host's text is pushed and freed inside the critical section, so a stop asked for meanwhile is taken
     * only once nothing is left to free. */
    script->critical++;
    int result = script->host_fn(script->host, op, op_length, args, args_length, &text.text, &text.length);
    duk_int_t pushed = duk_safe_call(ctx, nt_push_host_text, &text, 0, 1);
    free(text.text);
    nt_leave_critical(script);
    if (pushed != NT_DUK_EXEC_SUCCESS) return nt_duk_throw(ctx);
    if (result != 0) {
        nt_duk_push_error_object(ctx, NT_DUK_ERR_ERROR, "%s", duk_get_string(ctx, -1));
        return nt_duk_throw(ctx);
    }
    return 1;
}

/* `__nt_compile(source, fileName)`: eval code compiled into a function whose result is its completion value. */
static duk_ret_t nt_compile_native(duk_context *ctx) {
    duk_require_string(ctx, 0);
    duk_require_string(ctx, 1);
    nt_duk_compile(ctx, NT_DUK_COMPILE_EVAL);
    return 1;
}

/* `__nt_guarded(fn, thisArg, args)`: calls `fn` with a deferred time-out jump, for built-ins that call into libc
 * functions holding locks (Date's gmtime_r), which a jump must never interrupt. */
static duk_ret_t nt_guarded_native(duk_context *ctx) {
    nt_script *script = nt_active;
    duk_require_function(ctx, 0);
    duk_dup(ctx, 0);
    duk_dup(ctx, 1);
    duk_idx_t count = 0;
    if (duk_is_object(ctx, 2)) {
        count = (duk_idx_t)duk_get_length(ctx, 2);
        duk_require_stack(ctx, count);
        for (duk_idx_t index = 0; index < count; index++) duk_get_prop_index(ctx, 2, (duk_uarridx_t)index);
    }
    if (script != NULL) script->critical++;
    duk_int_t result = duk_pcall_method(ctx, count);
    if (script != NULL) nt_leave_critical(script);
    if (result != NT_DUK_EXEC_SUCCESS) return nt_duk_throw(ctx);
    return 1;
}

static duk_ret_t nt_register_natives(duk_context *ctx, void *udata) {
    (void)udata;
    duk_push_c_function(ctx, nt_call_native, 2);
    duk_put_global_string(ctx, "__nt_call");
    duk_push_c_function(ctx, nt_compile_native, 2);
    duk_put_global_string(ctx, "__nt_compile");
    duk_push_c_function(ctx, nt_guarded_native, 3);
    duk_put_global_string(ctx, "__nt_guarded");
    return 0;
}

/* ---- evaluation ------------------------------------------------------------------------------------------------ */

typedef struct {
    const char *source;
    size_t length;
    const char *file_name;
    int run;
    int cache;
} nt_job;

/* Bytecode of sources compiled with `cache` set, shared by every heap of the process and keyed by the source text:
 * a fixed prelude is compiled once, and each new heap loads its bytecode instead of parsing it again. */
static pthread_mutex_t nt_cache_lock = PTHREAD_MUTEX_INITIALIZER;
static char *nt_cache_source;
static size_t nt_cache_source_length;
static void *nt_cache_bytecode;
static size_t nt_cache_bytecode_length;

/* Pushes the cached function for `job`'s source, or nothing (returns 0) when the cache holds another source. */
static int nt_push_cached(duk_context *ctx, const nt_job *job) {
    int found = 0;
    pthread_mutex_lock(&nt_cache_lock);
    if (nt_cache_bytecode != NULL && nt_cache_source_length == job->length &&
        memcmp(nt_cache_source, job->source, job->length) == 0) {
        void *buffer = nt_duk_push_fixed_buffer(ctx, nt_cache_bytecode_length);
        memcpy(buffer, nt_cache_bytecode, nt_cache_bytecode_length);
        found = 1;
    }
    pthread_mutex_unlock(&nt_cache_lock);
    if (found) duk_load_function(ctx);
    return found;
}

/* Stores the bytecode of the function on the stack top for `job`'s source, leaving the function in place. */
static void nt_store_cached(duk_context *ctx, const nt_job *job) {
    duk_dup_top(ctx);
    duk_dump_function(ctx);
    duk_size_t length = 0;
    void *bytecode = duk_get_buffer(ctx, -1, &length);
    char *source_copy = malloc(job->length);
    void *bytecode_copy = malloc(length);
    if (source_copy != NULL && bytecode_copy != NULL) {
        memcpy(source_copy, job->source, job->length);
        memcpy(bytecode_copy, bytecode, length);
        pthread_mutex_lock(&nt_cache_lock);
        free(nt_cache_source);
        free(nt_cache_bytecode);
        nt_cache_source = source_copy;
        nt_cache_source_length = job->length;
        nt_cache_bytecode = bytecode_copy;
        nt_cache_bytecode_length = length;
        pthread_mutex_unlock(&nt_cache_lock);
    } else {
        free(source_copy);
        free(bytecode_copy);
    }
    duk_pop(ctx);
}

static duk_ret_t nt_run_job(duk_context *ctx, void *udata) {
    nt_job *job = udata;
    if (job->cache && job->run && nt_push_cached(ctx, job)) {
        duk_call(ctx, 0);
        duk_to_string(ctx, -1);
        return 1;
    }
    duk_push_lstring(ctx, job->source, job->length);
    duk_push_string(ctx, job->file_name ? job->file_name : "script");
    nt_duk_compile(ctx, NT_DUK_COMPILE_EVAL);
    if (job->cache) nt_store_cached(ctx, job);
    if (!job->run) {
        duk_pop(ctx);
        duk_push_string(ctx, "");
        return 1;
    }
    duk_call(ctx, 0);
    duk_to_string(ctx, -1);
    return 1;
}

/* Replaces the error on the stack top with its text, adding the line when Duktape's message lacks it. */
static duk_ret_t nt_describe_error(duk_context *ctx, void *udata) {
    (void)udata;
    if (nt_duk_is_error(ctx, -1)) {
        duk_get_prop_string(ctx, -1, "lineNumber");
        duk_int_t line = duk_is_number(ctx, -1) ? duk_get_int(ctx, -1) : 0;
        duk_pop(ctx);
        duk_get_prop_string(ctx, -1, "fileName");
        const char *file = duk_is_string(ctx, -1) ? duk_get_string(ctx, -1) : NULL;
        duk_dup(ctx, -2);
        const char *text = duk_to_string(ctx, -1);
        if (line > 0 && strstr(text, "(line ") == NULL) {
            duk_push_sprintf(ctx, "%s (%s line %ld)", text, file ? file : "script", (long)line);
        } else {
            duk_dup(ctx, -1);
        }
        return 1;
    }
    duk_dup(ctx, -1);
    duk_to_string(ctx, -1);
    return 1;
}

static char *nt_copy(const char *text, size_t length) {
    char *copy = malloc(length + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, text, length);
    copy[length] = 0;
    return copy;
}

static nt_status nt_guarded(nt_script *script, nt_job *job, unsigned timeout_ms, char **out, size_t *out_length) {
    *out = NULL;
    *out_length = 0;
    if (script == NULL || script->unusable || script->ctx == NULL) return NT_UNUSABLE;
    pthread_once(&nt_signal_once, nt_install_signal_handler);
    nt_script *previous = nt_active;
    nt_active = script;
    /* Thread pools often block signals on their threads; the watchdog's signal must get through. */
    sigset_t timeout_signal, saved_mask;
    sigemptyset(&timeout_signal);
    sigaddset(&timeout_signal, nt_signal_number());
    pthread_sigmask(SIG_UNBLOCK, &timeout_signal, &saved_mask);
    nt_watchdog watchdog;
    pthread_t watchdog_thread;
    int watching = timeout_ms > 0 && nt_watchdog_start(&watchdog, &watchdog_thread, timeout_ms) == 0;
    volatile nt_status status = NT_OK;
    int jumped = sigsetjmp(script->jump, 1);
    if (jumped == 0) {
        script->pending = 0;
        script->critical = 0;
        script->refusals = 0;
        script->armed = 1;
        duk_int_t result = duk_safe_call(script->ctx, nt_run_job, job, 0, 1);
        if (result != NT_DUK_EXEC_SUCCESS) {
            status = NT_SCRIPT_ERROR;
            if (duk_safe_call(script->ctx, nt_describe_error, NULL, 1, 1) != NT_DUK_EXEC_SUCCESS) {
                nt_duk_safe_to_string(script->ctx, -1);
            }
        }
        script->armed = 0;
    } else {
        status = (nt_status)jumped;
    }
    if (watching) nt_watchdog_stop(&watchdog, watchdog_thread);
    pthread_sigmask(SIG_SETMASK, &saved_mask, NULL);
    nt_active = previous;
    if (status == NT_OK || status == NT_SCRIPT_ERROR) {
        duk_size_t length = 0;
        const char *text = duk_get_lstring(script->ctx, -1, &length);
        *out = nt_copy(text ? text : "", text ? length : 0);
        *out_length = text ? length : 0;
        duk_pop(script->ctx);
    } else {
        nt_abandon(script);
    }
    return status;
}

/* ---- public API ------------------------------------------------------------------------------------------------ */

/* Freed memory up to this size stays with the process instead of going back to the system. */
#define NT_KEPT_FREED_BYTES (64 << 20)

static pthread_once_t nt_memory_once = PTHREAD_ONCE_INIT;

/* A heap is created and freed for every script run. With glibc's default trim threshold of 128 KiB, freeing one
 * gave its pages back to the system, and the next heap took them again one page fault at a time: a tenth of a
 * scripted REST request went to page faults. Keeping up to 64 MiB of freed memory lets the next heap reuse the
 * pages. Only memory that was in use is kept, so the process's peak is unchanged. */
static void nt_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_TRIM_THRESHOLD, NT_KEPT_FREED_BYTES);
#endif
}

nt_script *nt_script_create(size_t memory_limit, nt_host_fn host_fn, void *host) {
    pthread_once(&nt_memory_once, nt_keep_freed_memory);
    nt_script *script = calloc(1, sizeof(nt_script));
    if (script == NULL) return NULL;
    script->blocks.next = script->blocks.prev = &script->blocks;
    script->limit = memory_limit;
    script->host_fn = host_fn;
    script->host = host;
    pthread_once(&nt_signal_once, nt_install_signal_handler);
    nt_script *previous = nt_active;
    nt_active = script;
    int jumped = sigsetjmp(script->jump, 1);
    if (jumped == 0) {
        script->armed = 1;
        script->ctx = duk_create_heap(nt_alloc, nt_realloc, nt_release, script, nt_fatal);
        if (script->ctx != NULL && duk_safe_call(script->ctx, nt_register_natives, NULL, 0, 1) != NT_DUK_EXEC_SUCCESS) {
            script->armed = 0;
            duk_destroy_heap(script->ctx);
            script->ctx = NULL;
        } else if (script->ctx != NULL) {
            duk_pop(script->ctx);
        }
        script->armed = 0;
    } else {
        nt_abandon(script);
    }
    nt_active = previous;
    if (script->ctx == NULL) {
        nt_abandon(script);
        free(script);
        return NULL;
    }
    return script;
}

nt_status nt_script_eval(nt_script *script, const char *source, size_t length, const char *file_name,
                         unsigned timeout_ms, char **out, size_t *out_length) {
    nt_job job = {source, length, file_name, 1, 0};
    return nt_guarded(script, &job, timeout_ms, out, out_length);
}

nt_status nt_script_eval_cached(nt_script *script, const char *source, size_t length, const char *file_name,
                                unsigned timeout_ms, char **out, size_t *out_length) {
    nt_job job = {source, length, file_name, 1, 1};
    return nt_guarded(script, &job, timeout_ms, out, out_length);
}

nt_status nt_script_compile(nt_script *script, const char *source, size_t length, const char *file_name, char **out,
                            size_t *out_length) {
    nt_job job = {source, length, file_name, 0, 0};
    return nt_guarded(script, &job, 0, out, out_length);
}

size_t nt_script_memory_in_use(const nt_script *script) { return script ? script->in_use : 0; }

size_t nt_script_memory_peak(const nt_script *script) { return script ? script->peak : 0; }

void nt_script_destroy(nt_script *script) {
    if (script == NULL) return;
    if (!script->unusable && script->ctx != NULL) {
        duk_destroy_heap(script->ctx);
        script->ctx = NULL;
    }
    nt_abandon(script);
    free(script);
}

void nt_free(void *pointer) { free(pointer); }
