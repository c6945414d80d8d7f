// The functions are static and inline, in the header; the thread's objects are defined here.
#include "CLinkStackAtomics.h"

__thread void *_Nullable linkstack_thread_objects[LINKSTACK_THREAD_OBJECTS];
