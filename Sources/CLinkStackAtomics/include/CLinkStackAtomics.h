#ifndef CLINKSTACK_ATOMICS_H
#define CLINKSTACK_ATOMICS_H

// The atomics the engine needs: a pointer slot written once, then only read, by any thread (a
// pattern compiled on first use). And each thread's own objects (its PCRE2 match contexts), which
// Swift has no thread-local storage for. The core does not use this module.
// The package's platforms floor rules out Swift's Synchronization.Atomic, so LazyValue reads its
// slot through these (inlined: they are static). A slot is written with release ordering and
// read with acquire ordering, so a reader that sees the pointer sees what it points to.

/// The pointer in `slot`, read with acquire ordering.
static inline void *_Nullable linkstack_load_acquire(void *_Nullable const *_Nonnull slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/// Writes `value` into `slot` with release ordering.
static inline void linkstack_store_release(void *_Nullable *_Nonnull slot, void *_Nullable value) {
    __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// How many objects a thread keeps (`ThreadObjectKey`'s slots).
#define LINKSTACK_THREAD_OBJECTS 1
/// The slot of a thread's PCRE2 match contexts (`PCRE2MatchContext`).
#define LINKSTACK_THREAD_MATCH_CONTEXTS 0

/// The calling thread's own objects, by slot (each thread has its own array, all null at first).
extern __thread void *_Nullable linkstack_thread_objects[LINKSTACK_THREAD_OBJECTS];

/// The calling thread's object in `slot` (below `LINKSTACK_THREAD_OBJECTS`), or null: one load,
/// where `pthread_getspecific` is a call.
static inline void *_Nullable linkstack_thread_object(int slot) {
    return linkstack_thread_objects[slot];
}

/// Sets the calling thread's object in `slot` (below `LINKSTACK_THREAD_OBJECTS`).
static inline void linkstack_set_thread_object(int slot, void *_Nullable object) {
    linkstack_thread_objects[slot] = object;
}

#endif
