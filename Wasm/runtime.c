// The freestanding C runtime the wasm module links against (Wasm/README.md): the few libc symbols that
// Embedded Swift's code calls, and nothing else. No imports: the module runs the same in Node, wasmkit and
// a browser, and its output depends only on its input.
//
// The allocator keeps one free list per power-of-two size class, so a page that re-runs scenarios many
// times reuses the memory a run freed instead of growing without bound. Blocks are 16-byte aligned (what
// Swift's runtime assumes of malloc); larger alignments go through posix_memalign.

#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { HEADER = 16, SMALLEST_CLASS = 4, CLASS_COUNT = 32, PAGE = 65536 };

// The 16 bytes before each pointer handed out: its class, and how far before it the block starts
// (16 for malloc; more when posix_memalign moved the pointer up to an alignment).
typedef struct {
    uint32_t size_class;
    uint32_t offset;
    uint32_t unused[2];
} header_t;

typedef struct free_block {
    struct free_block *next;
} free_block_t;

static free_block_t *free_lists[CLASS_COUNT];
static uintptr_t heap_top; // the first byte never handed out
static uintptr_t heap_end; // the end of linear memory

// Bytes in use now and at most (lifeline_heap_stats reports them to the tests).
static size_t live_bytes, peak_bytes;

static unsigned class_for(size_t size) {
    unsigned size_class = SMALLEST_CLASS;
    while (((size_t)1 << size_class) < size) size_class++;
    return size_class;
}

static void *take_fresh(size_t block_size) {
    if (heap_top == 0) {
        heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
        heap_end = __builtin_wasm_memory_size(0) * PAGE;
    }
    if (heap_top + block_size > heap_end) {
        size_t missing = heap_top + block_size - heap_end;
        size_t pages = (missing + PAGE - 1) / PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
        heap_end += pages * PAGE;
    }
    void *block = (void *)heap_top;
    heap_top += block_size;
    return block;
}

// A block of at least `size` bytes whose user part starts `HEADER` bytes in, or NULL when memory is full.
static unsigned char *allocate_block(size_t size, unsigned *size_class_out) {
    if (size > ((size_t)1 << (CLASS_COUNT - 2))) return NULL;
    unsigned size_class = class_for(size + HEADER);
    *size_class_out = size_class;
    free_block_t *block = free_lists[size_class];
    if (block) {
        free_lists[size_class] = block->next;
        return (unsigned char *)block;
    }
    return take_fresh((size_t)1 << size_class);
}

static void *hand_out(unsigned char *block, unsigned size_class, unsigned char *user) {
    header_t *header = (header_t *)(user - HEADER);
    header->size_class = size_class;
    header->offset = (uint32_t)(user - block);
    live_bytes += (size_t)1 << size_class;
    if (live_bytes > peak_bytes) peak_bytes = live_bytes;
    return user;
}

void *malloc(size_t size) {
    unsigned size_class;
    unsigned char *block = allocate_block(size, &size_class);
    return block ? hand_out(block, size_class, block + HEADER) : NULL;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment <= HEADER) {
        *result = malloc(size);
        return *result ? 0 : 12; // ENOMEM
    }
    unsigned size_class;
    unsigned char *block = allocate_block(size + alignment, &size_class);
    if (!block) return 12;
    uintptr_t user = ((uintptr_t)block + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    *result = hand_out(block, size_class, (unsigned char *)user);
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    void *result = NULL;
    return posix_memalign(&result, alignment, size) == 0 ? result : NULL;
}

void free(void *pointer) {
    if (!pointer) return;
    header_t *header = (header_t *)((unsigned char *)pointer - HEADER);
    unsigned size_class = header->size_class;
    free_block_t *block = (free_block_t *)((unsigned char *)pointer - header->offset);
    live_bytes -= (size_t)1 << size_class;
    block->next = free_lists[size_class];
    free_lists[size_class] = block;
}

// With bulk memory (on by default for wasm32 in this clang, and in every engine the site supports), the
// builtins compile to single `memory.copy` and `memory.fill` instructions, not calls back into these.
void *memcpy(void *destination, const void *source, size_t count) {
    return __builtin_memcpy(destination, source, count);
}

void *memmove(void *destination, const void *source, size_t count) {
    return __builtin_memmove(destination, source, count);
}

void *memset(void *destination, int value, size_t count) {
    return __builtin_memset(destination, value, count);
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (; count; count--, a++, b++)
        if (*a != *b) return *a < *b ? -1 : 1;
    return 0;
}

size_t strlen(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

// Swift seeds its hashing with this. A fixed seed keeps runs reproducible; the model's output never
// depends on hash order (native builds use a random seed and give the same traces).
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = buffer;
    uint32_t state = 0x9E3779B9u;
    while (count--) {
        state = state * 1664525u + 1013904223u;
        *bytes++ = (unsigned char)(state >> 24);
    }
}

// A Swift runtime failure (a trap, `fatalError`, an overflow) ends in here: stop the module at once.
void abort(void) { __builtin_trap(); }

uintptr_t __stack_chk_guard = 0x5AFEC0DE;
void __stack_chk_fail(void) { __builtin_trap(); }

// Embedded Swift's `print` writes bytes here; the module prints nothing, so they are dropped.
int putchar(int character) { return character; }

// 128-bit multiplication (compiler-rt's `__multi3`): Swift's overflow-checked 64-bit multiplies lower to it.
// Written with 32-bit limbs so that it does not call itself.
typedef union {
    __int128 all;
    struct {
        uint64_t low, high;
    } half;
} words128_t;

__int128 __multi3(__int128 left, __int128 right) {
    words128_t a = {.all = left}, b = {.all = right}, product;
    uint64_t a0 = a.half.low & 0xFFFFFFFFu, a1 = a.half.low >> 32;
    uint64_t b0 = b.half.low & 0xFFFFFFFFu, b1 = b.half.low >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t middle = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    product.half.low = (p00 & 0xFFFFFFFFu) | (middle << 32);
    product.half.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + a.half.low * b.half.high +
                        a.half.high * b.half.low;
    return product.all;
}

// `Double(String)` (the scenario parser's number literals). Decimal digits, a point, an exponent; `inf` and
// `nan`. Exact — the same double as the C library's strtod — when the digits fit in 53 bits and the power
// of ten is within 10^±22 (both are then exact doubles and one division or multiplication rounds once),
// which covers every literal a scenario writes; beyond that it may differ in the last bit.
static int lower(int character) { return character >= 'A' && character <= 'Z' ? character + 32 : character; }

static const char *skip_word(const char *text, const char *word) {
    for (; *word; word++, text++)
        if (lower(*text) != *word) return NULL;
    return text;
}

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    static const double powers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    int negative = 0;
    if (*text == '+' || *text == '-') negative = *text++ == '-';
    const char *end;
    if ((end = skip_word(text, "infinity")) || (end = skip_word(text, "inf"))) {
        *result = negative ? -__builtin_inf() : __builtin_inf();
        return end;
    }
    if ((end = skip_word(text, "nan"))) {
        *result = __builtin_nan("");
        return end;
    }
    uint64_t mantissa = 0;
    int exponent = 0, digits = 0, dropped = 0;
    for (; *text >= '0' && *text <= '9'; text++, digits++) {
        if (mantissa < 1000000000000000000u) mantissa = mantissa * 10 + (uint64_t)(*text - '0');
        else exponent++, dropped = 1;
    }
    if (*text == '.') {
        for (text++; *text >= '0' && *text <= '9'; text++, digits++) {
            if (mantissa < 1000000000000000000u) mantissa = mantissa * 10 + (uint64_t)(*text - '0'), exponent--;
            else dropped = 1;
        }
    }
    if (digits == 0) return NULL;
    if (*text == 'e' || *text == 'E') {
        const char *exponent_text = text + 1;
        int exponent_negative = 0, value = 0, exponent_digits = 0;
        if (*exponent_text == '+' || *exponent_text == '-') exponent_negative = *exponent_text++ == '-';
        for (; *exponent_text >= '0' && *exponent_text <= '9'; exponent_text++, exponent_digits++)
            if (value < 100000) value = value * 10 + (*exponent_text - '0');
        if (exponent_digits > 0) {
            exponent += exponent_negative ? -value : value;
            text = exponent_text;
        }
    }
    double value = (double)mantissa;
    if (!dropped && mantissa <= (1ull << 53) && exponent >= -22 && exponent <= 22) {
        value = exponent < 0 ? value / powers[-exponent] : value * powers[exponent];
    } else {
        for (; exponent > 0; exponent--) value *= 10;
        for (; exponent < 0 && value != 0; exponent++) value /= 10;
    }
    *result = negative ? -value : value;
    return text;
}

// For the tests: bytes handed out and not yet freed, and the most at once (Wasm/README.md).
size_t lifeline_live_bytes(void) { return live_bytes; }
size_t lifeline_peak_bytes(void) { return peak_bytes; }
