#ifndef NOWTAPE_NT_DUKTAPE_API_H
#define NOWTAPE_NT_DUKTAPE_API_H

/* The part of Duktape 2's C API that the shim calls, declared here so the package builds against the Duktape
 * runtime library alone (Debian's `libduktape207`), without its development package.
 *
 * The declarations follow Duktape 2.7's `duktape.h` and `duk_config.h` for platforms where `int` is 32 bits. When the
 * real header is on the include path (`duktape-dev`, Homebrew's `duktape`), it is included first: every function
 * below is then a redeclaration the compiler checks against it, and every constant is checked by a static
 * assertion, so a mismatch fails the build instead of corrupting a call. */

#include <limits.h>
#include <stddef.h>

#if defined(__has_include)
#if __has_include(<duktape.h>)
#include <duktape.h>
#define NT_HAVE_DUKTAPE_HEADER 1
#endif
#endif

#if UINT_MAX < 0xffffffffUL
#error "NowTape's Duktape declarations assume a 32-bit int, as Duktape's own configuration then does"
#endif

typedef struct duk_hthread duk_context;
typedef size_t duk_size_t;
typedef int duk_int_t;
typedef unsigned int duk_uint_t;
typedef int duk_small_int_t;
typedef unsigned int duk_small_uint_t;
typedef duk_small_uint_t duk_bool_t;
typedef duk_int_t duk_idx_t;
typedef duk_uint_t duk_uarridx_t;
typedef duk_small_int_t duk_ret_t;
typedef duk_int_t duk_errcode_t;

typedef duk_ret_t (*duk_c_function)(duk_context *ctx);
typedef void *(*duk_alloc_function)(void *udata, duk_size_t size);
typedef void *(*duk_realloc_function)(void *udata, void *ptr, duk_size_t size);
typedef void (*duk_free_function)(void *udata, void *ptr);
typedef void (*duk_fatal_function)(void *udata, const char *msg);
typedef duk_ret_t (*duk_safe_call_function)(duk_context *ctx, void *udata);

/* Heaps. */
duk_context *duk_create_heap(duk_alloc_function alloc_func, duk_realloc_function realloc_func,
                             duk_free_function free_func, void *heap_udata, duk_fatal_function fatal_handler);
void duk_destroy_heap(duk_context *ctx);

/* Errors. */
__attribute__((noreturn)) void duk_throw_raw(duk_context *ctx);
__attribute__((noreturn)) void duk_error_raw(duk_context *ctx, duk_errcode_t err_code, const char *filename,
                                             duk_int_t line, const char *fmt, ...);
duk_idx_t duk_push_error_object_raw(duk_context *ctx, duk_errcode_t err_code, const char *filename, duk_int_t line,
                                    const char *fmt, ...);
duk_errcode_t duk_get_error_code(duk_context *ctx, duk_idx_t idx);

/* The value stack. */
void duk_require_stack(duk_context *ctx, duk_idx_t extra);
void duk_dup(duk_context *ctx, duk_idx_t from_idx);
void duk_dup_top(duk_context *ctx);
void duk_pop(duk_context *ctx);
const char *duk_push_string(duk_context *ctx, const char *str);
const char *duk_push_lstring(duk_context *ctx, const char *str, duk_size_t len);
const char *duk_push_sprintf(duk_context *ctx, const char *fmt, ...);
duk_idx_t duk_push_c_function(duk_context *ctx, duk_c_function func, duk_idx_t nargs);
void *duk_push_buffer_raw(duk_context *ctx, duk_size_t size, duk_small_uint_t flags);

/* Types and values. */
duk_bool_t duk_is_undefined(duk_context *ctx, duk_idx_t idx);
duk_bool_t duk_is_number(duk_context *ctx, duk_idx_t idx);
duk_bool_t duk_is_string(duk_context *ctx, duk_idx_t idx);
duk_bool_t duk_is_object(duk_context *ctx, duk_idx_t idx);
duk_int_t duk_get_int(duk_context *ctx, duk_idx_t idx);
const char *duk_get_string(duk_context *ctx, duk_idx_t idx);
const char *duk_get_lstring(duk_context *ctx, duk_idx_t idx, duk_size_t *out_len);
void *duk_get_buffer(duk_context *ctx, duk_idx_t idx, duk_size_t *out_size);
duk_size_t duk_get_length(duk_context *ctx, duk_idx_t idx);
const char *duk_require_string(duk_context *ctx, duk_idx_t idx);
const char *duk_require_lstring(duk_context *ctx, duk_idx_t idx, duk_size_t *out_len);
void duk_require_function(duk_context *ctx, duk_idx_t idx);
const char *duk_to_string(duk_context *ctx, duk_idx_t idx);
const char *duk_safe_to_lstring(duk_context *ctx, duk_idx_t idx, duk_size_t *out_len);

/* Properties. */
duk_bool_t duk_get_prop_string(duk_context *ctx, duk_idx_t obj_idx, const char *key);
duk_bool_t duk_get_prop_index(duk_context *ctx, duk_idx_t obj_idx, duk_uarridx_t arr_idx);
duk_bool_t duk_put_global_string(duk_context *ctx, const char *key);

/* Calls, compilation and bytecode. */
void duk_call(duk_context *ctx, duk_idx_t nargs);
duk_int_t duk_pcall_method(duk_context *ctx, duk_idx_t nargs);
duk_int_t duk_safe_call(duk_context *ctx, duk_safe_call_function func, void *udata, duk_idx_t nargs,
                        duk_idx_t nrets);
duk_int_t duk_compile_raw(duk_context *ctx, const char *src_buffer, duk_size_t src_length, duk_uint_t flags);
void duk_dump_function(duk_context *ctx);
void duk_load_function(duk_context *ctx);

/* Constants, under names of the shim's own so the real header's can check them. */
#define NT_DUK_ERR_ERROR 1
#define NT_DUK_EXEC_SUCCESS 0
#define NT_DUK_COMPILE_EVAL (1U << 3)

#if defined(NT_HAVE_DUKTAPE_HEADER)
_Static_assert(NT_DUK_ERR_ERROR == DUK_ERR_ERROR, "DUK_ERR_ERROR differs from Duktape's header");
_Static_assert(NT_DUK_EXEC_SUCCESS == DUK_EXEC_SUCCESS, "DUK_EXEC_SUCCESS differs from Duktape's header");
_Static_assert(NT_DUK_COMPILE_EVAL == DUK_COMPILE_EVAL, "DUK_COMPILE_EVAL differs from Duktape's header");
#endif

/* Duktape's convenience macros, spelled out over the functions above. Errors raised here pass no C file or line,
 * so Duktape places them at the script line that called in, never at a path of the machine that built the shim. */
#define nt_duk_throw(ctx) (duk_throw_raw((ctx)), (duk_ret_t)0)
#define nt_duk_error(ctx, err_code, ...)                                                                         \
    (duk_error_raw((ctx), (duk_errcode_t)(err_code), NULL, 0, __VA_ARGS__), (duk_ret_t)0)
#define nt_duk_push_error_object(ctx, err_code, ...)                                                             \
    duk_push_error_object_raw((ctx), (err_code), NULL, 0, __VA_ARGS__)
#define nt_duk_compile(ctx, flags) ((void)duk_compile_raw((ctx), NULL, 0, 2 /* arguments on the stack */ | (flags)))
#define nt_duk_push_fixed_buffer(ctx, size) duk_push_buffer_raw((ctx), (size), 0)
#define nt_duk_is_error(ctx, idx) (duk_get_error_code((ctx), (idx)) != 0)
#define nt_duk_safe_to_string(ctx, idx) duk_safe_to_lstring((ctx), (idx), NULL)

#endif
