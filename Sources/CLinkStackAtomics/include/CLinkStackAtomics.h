#ifndef CLINKSTACK_ATOMICS_H
#define CLINKSTACK_ATOMICS_H

// The one atomic the core needs: a pointer slot written once, then only read, by any thread.
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

#endif
