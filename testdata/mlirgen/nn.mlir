module @nn {
  func.func @embedding(%arg0: tensor<10x8xf32>, %arg1: tensor<2x3xi32>) -> tensor<2x3x8xf32> {
    %0 = tensor.empty() : tensor<2x3x8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x3xi32>) outs(%0 : tensor<2x3x8xf32>) {
    ^bb0(%2: i32, %3: f32):
      %4 = arith.index_cast %2 : i32 to index
      %5 = arith.constant 0 : index
      %6 = arith.maxsi %4, %5 : index
      %7 = arith.constant 9 : index
      %8 = arith.minsi %6, %7 : index
      %9 = linalg.index 2 : index
      %10 = tensor.extract %arg0[%8, %9] : tensor<10x8xf32>
      linalg.yield %10 : f32
    } -> tensor<2x3x8xf32>
    return %1 : tensor<2x3x8xf32>
  }
  func.func @embedding_q8_0(%arg0: tensor<7x102xi8>, %arg1: tensor<5xi32>) -> tensor<5x96xf32> {
    %0 = tensor.empty() : tensor<5x102xi8>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0 : tensor<5x102xi8>) {
    ^bb0(%2: i32, %3: i8):
      %4 = arith.index_cast %2 : i32 to index
      %5 = arith.constant 0 : index
      %6 = arith.maxsi %4, %5 : index
      %7 = arith.constant 6 : index
      %8 = arith.minsi %6, %7 : index
      %9 = linalg.index 1 : index
      %10 = tensor.extract %arg0[%8, %9] : tensor<7x102xi8>
      linalg.yield %10 : i8
    } -> tensor<5x102xi8>
    %11 = tensor.expand_shape %1 [[0], [1, 2]] output_shape [5, 3, 34] : tensor<5x102xi8> into tensor<5x3x34xi8>
    %12 = tensor.empty() : tensor<5x3x32xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11, %11 : tensor<5x3x34xi8>, tensor<5x3x34xi8>, tensor<5x3x34xi8>) outs(%12 : tensor<5x3x32xf32>) {
    ^bb0(%14: i8, %15: i8, %16: i8, %17: f32):
      %18 = arith.sitofp %16 : i8 to f32
      %19 = arith.extui %14 : i8 to i16
      %20 = arith.extui %15 : i8 to i16
      %21 = arith.constant 8 : i16
      %22 = arith.shli %20, %21 : i16
      %23 = arith.ori %19, %22 : i16
      %24 = arith.bitcast %23 : i16 to f16
      %25 = arith.extf %24 : f16 to f32
      %26 = arith.mulf %18, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<5x3x32xf32>
    %27 = tensor.collapse_shape %13 [[0], [1, 2]] : tensor<5x3x32xf32> into tensor<5x96xf32>
    return %27 : tensor<5x96xf32>
  }
  func.func @embedding_q4_k(%arg0: tensor<7x432xi8>, %arg1: tensor<5xi32>) -> tensor<5x768xf32> {
    %0 = tensor.empty() : tensor<5x432xi8>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0 : tensor<5x432xi8>) {
    ^bb0(%2: i32, %3: i8):
      %4 = arith.index_cast %2 : i32 to index
      %5 = arith.constant 0 : index
      %6 = arith.maxsi %4, %5 : index
      %7 = arith.constant 6 : index
      %8 = arith.minsi %6, %7 : index
      %9 = linalg.index 1 : index
      %10 = tensor.extract %arg0[%8, %9] : tensor<7x432xi8>
      linalg.yield %10 : i8
    } -> tensor<5x432xi8>
    %11 = tensor.expand_shape %1 [[0], [1, 2]] output_shape [5, 3, 144] : tensor<5x432xi8> into tensor<5x3x144xi8>
    %12 = tensor.empty() : tensor<5x3x2x2x2x32xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%11, %11, %11, %11, %11, %11, %11, %11 : tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>, tensor<5x3x144xi8>) outs(%12 : tensor<5x3x2x2x2x32xf32>) {
    ^bb0(%14: i8, %15: i8, %16: i8, %17: i8, %18: i8, %19: i8, %20: i8, %21: i8, %22: f32):
      %23 = linalg.index 2 : index
      %24 = arith.index_cast %23 : index to i32
      %25 = arith.extui %18 : i8 to i32
      %26 = arith.extui %19 : i8 to i32
      %27 = arith.extui %20 : i8 to i32
      %28 = arith.constant 63 : i32
      %29 = arith.andi %25, %28 : i32
      %30 = arith.constant 63 : i32
      %31 = arith.andi %26, %30 : i32
      %32 = arith.constant 15 : i32
      %33 = arith.andi %27, %32 : i32
      %34 = arith.constant 6 : i32
      %35 = arith.shrui %25, %34 : i32
      %36 = arith.constant 4 : i32
      %37 = arith.shli %35, %36 : i32
      %38 = arith.ori %33, %37 : i32
      %39 = arith.constant 4 : i32
      %40 = arith.shrui %27, %39 : i32
      %41 = arith.constant 6 : i32
      %42 = arith.shrui %26, %41 : i32
      %43 = arith.constant 4 : i32
      %44 = arith.shli %42, %43 : i32
      %45 = arith.ori %40, %44 : i32
      %46 = arith.constant 0 : i32
      %47 = arith.cmpi ne, %24, %46 : i32
      %48 = arith.select %47, %38, %29 : i32
      %49 = arith.select %47, %45, %31 : i32
      %50 = arith.extui %14 : i8 to i16
      %51 = arith.extui %15 : i8 to i16
      %52 = arith.constant 8 : i16
      %53 = arith.shli %51, %52 : i16
      %54 = arith.ori %50, %53 : i16
      %55 = arith.bitcast %54 : i16 to f16
      %56 = arith.extf %55 : f16 to f32
      %57 = arith.sitofp %48 : i32 to f32
      %58 = arith.mulf %56, %57 : f32
      %59 = arith.extui %16 : i8 to i16
      %60 = arith.extui %17 : i8 to i16
      %61 = arith.constant 8 : i16
      %62 = arith.shli %60, %61 : i16
      %63 = arith.ori %59, %62 : i16
      %64 = arith.bitcast %63 : i16 to f16
      %65 = arith.extf %64 : f16 to f32
      %66 = arith.sitofp %49 : i32 to f32
      %67 = arith.mulf %65, %66 : f32
      %68 = linalg.index 4 : index
      %69 = arith.index_cast %68 : index to i32
      %70 = arith.extui %21 : i8 to i32
      %71 = arith.constant 4 : i32
      %72 = arith.muli %69, %71 : i32
      %73 = arith.shrui %70, %72 : i32
      %74 = arith.constant 15 : i32
      %75 = arith.andi %73, %74 : i32
      %76 = arith.sitofp %75 : i32 to f32
      %77 = arith.mulf %58, %76 : f32
      %78 = arith.subf %77, %67 : f32
      linalg.yield %78 : f32
    } -> tensor<5x3x2x2x2x32xf32>
    %79 = tensor.collapse_shape %13 [[0], [1, 2, 3, 4, 5]] : tensor<5x3x2x2x2x32xf32> into tensor<5x768xf32>
    return %79 : tensor<5x768xf32>
  }
  func.func @embedding_q6_k_ibm(%arg0: tensor<3x7x210xi8>, %arg1: tensor<5xi32>) -> tensor<5x768xf32> {
    %0 = tensor.empty() : tensor<3x5x210xi8>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0 : tensor<3x5x210xi8>) {
    ^bb0(%2: i32, %3: i8):
      %4 = arith.index_cast %2 : i32 to index
      %5 = arith.constant 0 : index
      %6 = arith.maxsi %4, %5 : index
      %7 = arith.constant 6 : index
      %8 = arith.minsi %6, %7 : index
      %9 = linalg.index 0 : index
      %10 = linalg.index 2 : index
      %11 = tensor.extract %arg0[%9, %8, %10] : tensor<3x7x210xi8>
      linalg.yield %11 : i8
    } -> tensor<3x5x210xi8>
    %12 = tensor.empty() : tensor<5x3x2x2x2x2x16xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%1, %1, %1, %1, %1 : tensor<3x5x210xi8>, tensor<3x5x210xi8>, tensor<3x5x210xi8>, tensor<3x5x210xi8>, tensor<3x5x210xi8>) outs(%12 : tensor<5x3x2x2x2x2x16xf32>) {
    ^bb0(%14: i8, %15: i8, %16: i8, %17: i8, %18: i8, %19: f32):
      %20 = linalg.index 3 : index
      %21 = arith.index_cast %20 : index to i32
      %22 = linalg.index 4 : index
      %23 = arith.index_cast %22 : index to i32
      %24 = arith.extui %14 : i8 to i32
      %25 = arith.constant 4 : i32
      %26 = arith.muli %21, %25 : i32
      %27 = arith.shrui %24, %26 : i32
      %28 = arith.constant 15 : i32
      %29 = arith.andi %27, %28 : i32
      %30 = arith.extui %15 : i8 to i32
      %31 = arith.constant 4 : i32
      %32 = arith.muli %21, %31 : i32
      %33 = arith.constant 2 : i32
      %34 = arith.muli %23, %33 : i32
      %35 = arith.addi %32, %34 : i32
      %36 = arith.shrui %30, %35 : i32
      %37 = arith.constant 3 : i32
      %38 = arith.andi %36, %37 : i32
      %39 = arith.constant 4 : i32
      %40 = arith.shli %38, %39 : i32
      %41 = arith.ori %29, %40 : i32
      %42 = arith.constant 32 : i32
      %43 = arith.subi %41, %42 : i32
      %44 = arith.extui %17 : i8 to i16
      %45 = arith.extui %18 : i8 to i16
      %46 = arith.constant 8 : i16
      %47 = arith.shli %45, %46 : i16
      %48 = arith.ori %44, %47 : i16
      %49 = arith.bitcast %48 : i16 to f16
      %50 = arith.extf %49 : f16 to f32
      %51 = arith.sitofp %16 : i8 to f32
      %52 = arith.mulf %50, %51 : f32
      %53 = arith.sitofp %43 : i32 to f32
      %54 = arith.mulf %52, %53 : f32
      linalg.yield %54 : f32
    } -> tensor<5x3x2x2x2x2x16xf32>
    %55 = tensor.collapse_shape %13 [[0], [1, 2, 3, 4, 5, 6]] : tensor<5x3x2x2x2x2x16xf32> into tensor<5x768xf32>
    return %55 : tensor<5x768xf32>
  }
  func.func @embedding_q4_0_ibm(%arg0: tensor<3x7x18xi8>, %arg1: tensor<5xi32>) -> tensor<5x96xf32> {
    %0 = tensor.empty() : tensor<3x5x18xi8>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0 : tensor<3x5x18xi8>) {
    ^bb0(%2: i32, %3: i8):
      %4 = arith.index_cast %2 : i32 to index
      %5 = arith.constant 0 : index
      %6 = arith.maxsi %4, %5 : index
      %7 = arith.constant 6 : index
      %8 = arith.minsi %6, %7 : index
      %9 = linalg.index 0 : index
      %10 = linalg.index 2 : index
      %11 = tensor.extract %arg0[%9, %8, %10] : tensor<3x7x18xi8>
      linalg.yield %11 : i8
    } -> tensor<3x5x18xi8>
    %12 = tensor.empty() : tensor<5x3x2x16xf32>
    %13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d3 + 2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %1, %1 : tensor<3x5x18xi8>, tensor<3x5x18xi8>, tensor<3x5x18xi8>) outs(%12 : tensor<5x3x2x16xf32>) {
    ^bb0(%14: i8, %15: i8, %16: i8, %17: f32):
      %18 = linalg.index 2 : index
      %19 = arith.index_cast %18 : index to i32
      %20 = arith.extui %16 : i8 to i32
      %21 = arith.constant 4 : i32
      %22 = arith.muli %19, %21 : i32
      %23 = arith.shrui %20, %22 : i32
      %24 = arith.constant 15 : i32
      %25 = arith.andi %23, %24 : i32
      %26 = arith.constant 8 : i32
      %27 = arith.subi %25, %26 : i32
      %28 = arith.sitofp %27 : i32 to f32
      %29 = arith.extui %14 : i8 to i16
      %30 = arith.extui %15 : i8 to i16
      %31 = arith.constant 8 : i16
      %32 = arith.shli %30, %31 : i16
      %33 = arith.ori %29, %32 : i16
      %34 = arith.bitcast %33 : i16 to f16
      %35 = arith.extf %34 : f16 to f32
      %36 = arith.mulf %28, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<5x3x2x16xf32>
    %37 = tensor.collapse_shape %13 [[0], [1, 2, 3]] : tensor<5x3x2x16xf32> into tensor<5x96xf32>
    return %37 : tensor<5x96xf32>
  }
  func.func @rope_adjacent(%arg0: tensor<5x2x16xf32>, %arg1: tensor<5xi32>) -> tensor<5x2x16xf32> {
    %0 = tensor.empty() : tensor<5x8xf32>
    %1 = tensor.empty() : tensor<5x8xf32>
    %2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0, %1 : tensor<5x8xf32>, tensor<5x8xf32>) {
    ^bb0(%3: i32, %4: f32, %5: f32):
      %6 = linalg.index 1 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %3 : i32 to f32
      %9 = arith.constant 3.1622776e-01 : f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.constant 1 : i32
      %12 = arith.cmpi eq, %7, %11 : i32
      %13 = arith.select %12, %10, %8 : f32
      %14 = arith.mulf %10, %9 : f32
      %15 = arith.constant 2 : i32
      %16 = arith.cmpi eq, %7, %15 : i32
      %17 = arith.select %16, %14, %13 : f32
      %18 = arith.mulf %14, %9 : f32
      %19 = arith.constant 3 : i32
      %20 = arith.cmpi eq, %7, %19 : i32
      %21 = arith.select %20, %18, %17 : f32
      %22 = arith.mulf %18, %9 : f32
      %23 = arith.constant 4 : i32
      %24 = arith.cmpi eq, %7, %23 : i32
      %25 = arith.select %24, %22, %21 : f32
      %26 = arith.mulf %22, %9 : f32
      %27 = arith.constant 5 : i32
      %28 = arith.cmpi eq, %7, %27 : i32
      %29 = arith.select %28, %26, %25 : f32
      %30 = arith.mulf %26, %9 : f32
      %31 = arith.constant 6 : i32
      %32 = arith.cmpi eq, %7, %31 : i32
      %33 = arith.select %32, %30, %29 : f32
      %34 = arith.mulf %30, %9 : f32
      %35 = arith.constant 7 : i32
      %36 = arith.cmpi eq, %7, %35 : i32
      %37 = arith.select %36, %34, %33 : f32
      %38 = arith.constant 1.5915494e-01 : f32
      %39 = arith.mulf %37, %38 : f32
      %40 = math.roundeven %39 : f32
      %41 = arith.constant 6.28125 : f32
      %42 = arith.mulf %40, %41 : f32
      %43 = arith.subf %37, %42 : f32
      %44 = arith.constant 1.9340515e-03 : f32
      %45 = arith.mulf %40, %44 : f32
      %46 = arith.subf %43, %45 : f32
      %47 = arith.constant 1.2556659e-06 : f32
      %48 = arith.mulf %40, %47 : f32
      %49 = arith.subf %46, %48 : f32
      %50 = math.cos %49 : f32
      %51 = math.sin %49 : f32
      linalg.yield %50, %51 : f32, f32
    } -> (tensor<5x8xf32>, tensor<5x8xf32>)
    %52 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [5, 2, 8, 2] : tensor<5x2x16xf32> into tensor<5x2x8x2xf32>
    %53 = tensor.empty() : tensor<5x2x8x2xf32>
    %54 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %52, %2#0, %2#1 : tensor<5x2x8x2xf32>, tensor<5x2x8x2xf32>, tensor<5x8xf32>, tensor<5x8xf32>) outs(%53 : tensor<5x2x8x2xf32>) {
    ^bb0(%55: f32, %56: f32, %57: f32, %58: f32, %59: f32):
      %60 = arith.mulf %55, %57 : f32
      %61 = arith.mulf %56, %58 : f32
      %62 = arith.subf %60, %61 : f32
      %63 = arith.mulf %55, %58 : f32
      %64 = arith.mulf %56, %57 : f32
      %65 = arith.addf %63, %64 : f32
      %66 = linalg.index 3 : index
      %67 = arith.constant 0 : index
      %68 = arith.cmpi eq, %66, %67 : index
      %69 = arith.select %68, %62, %65 : f32
      linalg.yield %69 : f32
    } -> tensor<5x2x8x2xf32>
    %70 = tensor.collapse_shape %54 [[0], [1], [2, 3]] : tensor<5x2x8x2xf32> into tensor<5x2x16xf32>
    return %70 : tensor<5x2x16xf32>
  }
  func.func @rope_neox(%arg0: tensor<1x5x2x128xf32>, %arg1: tensor<5xi32>) -> tensor<1x5x2x128xf32> {
    %0 = tensor.empty() : tensor<5x64xf32>
    %1 = tensor.empty() : tensor<5x64xf32>
    %2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0, %1 : tensor<5x64xf32>, tensor<5x64xf32>) {
    ^bb0(%3: i32, %4: f32, %5: f32):
      %6 = linalg.index 1 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %3 : i32 to f32
      %9 = arith.constant 8.6596435e-01 : f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.constant 1 : i32
      %12 = arith.cmpi eq, %7, %11 : i32
      %13 = arith.select %12, %10, %8 : f32
      %14 = arith.mulf %10, %9 : f32
      %15 = arith.constant 2 : i32
      %16 = arith.cmpi eq, %7, %15 : i32
      %17 = arith.select %16, %14, %13 : f32
      %18 = arith.mulf %14, %9 : f32
      %19 = arith.constant 3 : i32
      %20 = arith.cmpi eq, %7, %19 : i32
      %21 = arith.select %20, %18, %17 : f32
      %22 = arith.mulf %18, %9 : f32
      %23 = arith.constant 4 : i32
      %24 = arith.cmpi eq, %7, %23 : i32
      %25 = arith.select %24, %22, %21 : f32
      %26 = arith.mulf %22, %9 : f32
      %27 = arith.constant 5 : i32
      %28 = arith.cmpi eq, %7, %27 : i32
      %29 = arith.select %28, %26, %25 : f32
      %30 = arith.mulf %26, %9 : f32
      %31 = arith.constant 6 : i32
      %32 = arith.cmpi eq, %7, %31 : i32
      %33 = arith.select %32, %30, %29 : f32
      %34 = arith.mulf %30, %9 : f32
      %35 = arith.constant 7 : i32
      %36 = arith.cmpi eq, %7, %35 : i32
      %37 = arith.select %36, %34, %33 : f32
      %38 = arith.mulf %34, %9 : f32
      %39 = arith.constant 8 : i32
      %40 = arith.cmpi eq, %7, %39 : i32
      %41 = arith.select %40, %38, %37 : f32
      %42 = arith.mulf %38, %9 : f32
      %43 = arith.constant 9 : i32
      %44 = arith.cmpi eq, %7, %43 : i32
      %45 = arith.select %44, %42, %41 : f32
      %46 = arith.mulf %42, %9 : f32
      %47 = arith.constant 10 : i32
      %48 = arith.cmpi eq, %7, %47 : i32
      %49 = arith.select %48, %46, %45 : f32
      %50 = arith.mulf %46, %9 : f32
      %51 = arith.constant 11 : i32
      %52 = arith.cmpi eq, %7, %51 : i32
      %53 = arith.select %52, %50, %49 : f32
      %54 = arith.mulf %50, %9 : f32
      %55 = arith.constant 12 : i32
      %56 = arith.cmpi eq, %7, %55 : i32
      %57 = arith.select %56, %54, %53 : f32
      %58 = arith.mulf %54, %9 : f32
      %59 = arith.constant 13 : i32
      %60 = arith.cmpi eq, %7, %59 : i32
      %61 = arith.select %60, %58, %57 : f32
      %62 = arith.mulf %58, %9 : f32
      %63 = arith.constant 14 : i32
      %64 = arith.cmpi eq, %7, %63 : i32
      %65 = arith.select %64, %62, %61 : f32
      %66 = arith.mulf %62, %9 : f32
      %67 = arith.constant 15 : i32
      %68 = arith.cmpi eq, %7, %67 : i32
      %69 = arith.select %68, %66, %65 : f32
      %70 = arith.mulf %66, %9 : f32
      %71 = arith.constant 16 : i32
      %72 = arith.cmpi eq, %7, %71 : i32
      %73 = arith.select %72, %70, %69 : f32
      %74 = arith.mulf %70, %9 : f32
      %75 = arith.constant 17 : i32
      %76 = arith.cmpi eq, %7, %75 : i32
      %77 = arith.select %76, %74, %73 : f32
      %78 = arith.mulf %74, %9 : f32
      %79 = arith.constant 18 : i32
      %80 = arith.cmpi eq, %7, %79 : i32
      %81 = arith.select %80, %78, %77 : f32
      %82 = arith.mulf %78, %9 : f32
      %83 = arith.constant 19 : i32
      %84 = arith.cmpi eq, %7, %83 : i32
      %85 = arith.select %84, %82, %81 : f32
      %86 = arith.mulf %82, %9 : f32
      %87 = arith.constant 20 : i32
      %88 = arith.cmpi eq, %7, %87 : i32
      %89 = arith.select %88, %86, %85 : f32
      %90 = arith.mulf %86, %9 : f32
      %91 = arith.constant 21 : i32
      %92 = arith.cmpi eq, %7, %91 : i32
      %93 = arith.select %92, %90, %89 : f32
      %94 = arith.mulf %90, %9 : f32
      %95 = arith.constant 22 : i32
      %96 = arith.cmpi eq, %7, %95 : i32
      %97 = arith.select %96, %94, %93 : f32
      %98 = arith.mulf %94, %9 : f32
      %99 = arith.constant 23 : i32
      %100 = arith.cmpi eq, %7, %99 : i32
      %101 = arith.select %100, %98, %97 : f32
      %102 = arith.mulf %98, %9 : f32
      %103 = arith.constant 24 : i32
      %104 = arith.cmpi eq, %7, %103 : i32
      %105 = arith.select %104, %102, %101 : f32
      %106 = arith.mulf %102, %9 : f32
      %107 = arith.constant 25 : i32
      %108 = arith.cmpi eq, %7, %107 : i32
      %109 = arith.select %108, %106, %105 : f32
      %110 = arith.mulf %106, %9 : f32
      %111 = arith.constant 26 : i32
      %112 = arith.cmpi eq, %7, %111 : i32
      %113 = arith.select %112, %110, %109 : f32
      %114 = arith.mulf %110, %9 : f32
      %115 = arith.constant 27 : i32
      %116 = arith.cmpi eq, %7, %115 : i32
      %117 = arith.select %116, %114, %113 : f32
      %118 = arith.mulf %114, %9 : f32
      %119 = arith.constant 28 : i32
      %120 = arith.cmpi eq, %7, %119 : i32
      %121 = arith.select %120, %118, %117 : f32
      %122 = arith.mulf %118, %9 : f32
      %123 = arith.constant 29 : i32
      %124 = arith.cmpi eq, %7, %123 : i32
      %125 = arith.select %124, %122, %121 : f32
      %126 = arith.mulf %122, %9 : f32
      %127 = arith.constant 30 : i32
      %128 = arith.cmpi eq, %7, %127 : i32
      %129 = arith.select %128, %126, %125 : f32
      %130 = arith.mulf %126, %9 : f32
      %131 = arith.constant 31 : i32
      %132 = arith.cmpi eq, %7, %131 : i32
      %133 = arith.select %132, %130, %129 : f32
      %134 = arith.mulf %130, %9 : f32
      %135 = arith.constant 32 : i32
      %136 = arith.cmpi eq, %7, %135 : i32
      %137 = arith.select %136, %134, %133 : f32
      %138 = arith.mulf %134, %9 : f32
      %139 = arith.constant 33 : i32
      %140 = arith.cmpi eq, %7, %139 : i32
      %141 = arith.select %140, %138, %137 : f32
      %142 = arith.mulf %138, %9 : f32
      %143 = arith.constant 34 : i32
      %144 = arith.cmpi eq, %7, %143 : i32
      %145 = arith.select %144, %142, %141 : f32
      %146 = arith.mulf %142, %9 : f32
      %147 = arith.constant 35 : i32
      %148 = arith.cmpi eq, %7, %147 : i32
      %149 = arith.select %148, %146, %145 : f32
      %150 = arith.mulf %146, %9 : f32
      %151 = arith.constant 36 : i32
      %152 = arith.cmpi eq, %7, %151 : i32
      %153 = arith.select %152, %150, %149 : f32
      %154 = arith.mulf %150, %9 : f32
      %155 = arith.constant 37 : i32
      %156 = arith.cmpi eq, %7, %155 : i32
      %157 = arith.select %156, %154, %153 : f32
      %158 = arith.mulf %154, %9 : f32
      %159 = arith.constant 38 : i32
      %160 = arith.cmpi eq, %7, %159 : i32
      %161 = arith.select %160, %158, %157 : f32
      %162 = arith.mulf %158, %9 : f32
      %163 = arith.constant 39 : i32
      %164 = arith.cmpi eq, %7, %163 : i32
      %165 = arith.select %164, %162, %161 : f32
      %166 = arith.mulf %162, %9 : f32
      %167 = arith.constant 40 : i32
      %168 = arith.cmpi eq, %7, %167 : i32
      %169 = arith.select %168, %166, %165 : f32
      %170 = arith.mulf %166, %9 : f32
      %171 = arith.constant 41 : i32
      %172 = arith.cmpi eq, %7, %171 : i32
      %173 = arith.select %172, %170, %169 : f32
      %174 = arith.mulf %170, %9 : f32
      %175 = arith.constant 42 : i32
      %176 = arith.cmpi eq, %7, %175 : i32
      %177 = arith.select %176, %174, %173 : f32
      %178 = arith.mulf %174, %9 : f32
      %179 = arith.constant 43 : i32
      %180 = arith.cmpi eq, %7, %179 : i32
      %181 = arith.select %180, %178, %177 : f32
      %182 = arith.mulf %178, %9 : f32
      %183 = arith.constant 44 : i32
      %184 = arith.cmpi eq, %7, %183 : i32
      %185 = arith.select %184, %182, %181 : f32
      %186 = arith.mulf %182, %9 : f32
      %187 = arith.constant 45 : i32
      %188 = arith.cmpi eq, %7, %187 : i32
      %189 = arith.select %188, %186, %185 : f32
      %190 = arith.mulf %186, %9 : f32
      %191 = arith.constant 46 : i32
      %192 = arith.cmpi eq, %7, %191 : i32
      %193 = arith.select %192, %190, %189 : f32
      %194 = arith.mulf %190, %9 : f32
      %195 = arith.constant 47 : i32
      %196 = arith.cmpi eq, %7, %195 : i32
      %197 = arith.select %196, %194, %193 : f32
      %198 = arith.mulf %194, %9 : f32
      %199 = arith.constant 48 : i32
      %200 = arith.cmpi eq, %7, %199 : i32
      %201 = arith.select %200, %198, %197 : f32
      %202 = arith.mulf %198, %9 : f32
      %203 = arith.constant 49 : i32
      %204 = arith.cmpi eq, %7, %203 : i32
      %205 = arith.select %204, %202, %201 : f32
      %206 = arith.mulf %202, %9 : f32
      %207 = arith.constant 50 : i32
      %208 = arith.cmpi eq, %7, %207 : i32
      %209 = arith.select %208, %206, %205 : f32
      %210 = arith.mulf %206, %9 : f32
      %211 = arith.constant 51 : i32
      %212 = arith.cmpi eq, %7, %211 : i32
      %213 = arith.select %212, %210, %209 : f32
      %214 = arith.mulf %210, %9 : f32
      %215 = arith.constant 52 : i32
      %216 = arith.cmpi eq, %7, %215 : i32
      %217 = arith.select %216, %214, %213 : f32
      %218 = arith.mulf %214, %9 : f32
      %219 = arith.constant 53 : i32
      %220 = arith.cmpi eq, %7, %219 : i32
      %221 = arith.select %220, %218, %217 : f32
      %222 = arith.mulf %218, %9 : f32
      %223 = arith.constant 54 : i32
      %224 = arith.cmpi eq, %7, %223 : i32
      %225 = arith.select %224, %222, %221 : f32
      %226 = arith.mulf %222, %9 : f32
      %227 = arith.constant 55 : i32
      %228 = arith.cmpi eq, %7, %227 : i32
      %229 = arith.select %228, %226, %225 : f32
      %230 = arith.mulf %226, %9 : f32
      %231 = arith.constant 56 : i32
      %232 = arith.cmpi eq, %7, %231 : i32
      %233 = arith.select %232, %230, %229 : f32
      %234 = arith.mulf %230, %9 : f32
      %235 = arith.constant 57 : i32
      %236 = arith.cmpi eq, %7, %235 : i32
      %237 = arith.select %236, %234, %233 : f32
      %238 = arith.mulf %234, %9 : f32
      %239 = arith.constant 58 : i32
      %240 = arith.cmpi eq, %7, %239 : i32
      %241 = arith.select %240, %238, %237 : f32
      %242 = arith.mulf %238, %9 : f32
      %243 = arith.constant 59 : i32
      %244 = arith.cmpi eq, %7, %243 : i32
      %245 = arith.select %244, %242, %241 : f32
      %246 = arith.mulf %242, %9 : f32
      %247 = arith.constant 60 : i32
      %248 = arith.cmpi eq, %7, %247 : i32
      %249 = arith.select %248, %246, %245 : f32
      %250 = arith.mulf %246, %9 : f32
      %251 = arith.constant 61 : i32
      %252 = arith.cmpi eq, %7, %251 : i32
      %253 = arith.select %252, %250, %249 : f32
      %254 = arith.mulf %250, %9 : f32
      %255 = arith.constant 62 : i32
      %256 = arith.cmpi eq, %7, %255 : i32
      %257 = arith.select %256, %254, %253 : f32
      %258 = arith.mulf %254, %9 : f32
      %259 = arith.constant 63 : i32
      %260 = arith.cmpi eq, %7, %259 : i32
      %261 = arith.select %260, %258, %257 : f32
      %262 = arith.constant 1.5915494e-01 : f32
      %263 = arith.mulf %261, %262 : f32
      %264 = math.roundeven %263 : f32
      %265 = arith.constant 6.28125 : f32
      %266 = arith.mulf %264, %265 : f32
      %267 = arith.subf %261, %266 : f32
      %268 = arith.constant 1.9340515e-03 : f32
      %269 = arith.mulf %264, %268 : f32
      %270 = arith.subf %267, %269 : f32
      %271 = arith.constant 1.2556659e-06 : f32
      %272 = arith.mulf %264, %271 : f32
      %273 = arith.subf %270, %272 : f32
      %274 = math.cos %273 : f32
      %275 = math.sin %273 : f32
      linalg.yield %274, %275 : f32, f32
    } -> (tensor<5x64xf32>, tensor<5x64xf32>)
    %276 = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [1, 5, 2, 2, 64] : tensor<1x5x2x128xf32> into tensor<1x5x2x2x64xf32>
    %277 = tensor.empty() : tensor<1x5x2x2x64xf32>
    %278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 0, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%276, %276, %2#0, %2#1 : tensor<1x5x2x2x64xf32>, tensor<1x5x2x2x64xf32>, tensor<5x64xf32>, tensor<5x64xf32>) outs(%277 : tensor<1x5x2x2x64xf32>) {
    ^bb0(%279: f32, %280: f32, %281: f32, %282: f32, %283: f32):
      %284 = arith.mulf %279, %281 : f32
      %285 = arith.mulf %280, %282 : f32
      %286 = arith.subf %284, %285 : f32
      %287 = arith.mulf %279, %282 : f32
      %288 = arith.mulf %280, %281 : f32
      %289 = arith.addf %287, %288 : f32
      %290 = linalg.index 3 : index
      %291 = arith.constant 0 : index
      %292 = arith.cmpi eq, %290, %291 : index
      %293 = arith.select %292, %286, %289 : f32
      linalg.yield %293 : f32
    } -> tensor<1x5x2x2x64xf32>
    %294 = tensor.collapse_shape %278 [[0], [1], [2], [3, 4]] : tensor<1x5x2x2x64xf32> into tensor<1x5x2x128xf32>
    return %294 : tensor<1x5x2x128xf32>
  }
  func.func @rope_neox_partial(%arg0: tensor<5x3x16xf32>, %arg1: tensor<5xi32>) -> tensor<5x3x16xf32> {
    %0 = tensor.empty() : tensor<5x4xf32>
    %1 = tensor.empty() : tensor<5x4xf32>
    %2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0, %1 : tensor<5x4xf32>, tensor<5x4xf32>) {
    ^bb0(%3: i32, %4: f32, %5: f32):
      %6 = linalg.index 1 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %3 : i32 to f32
      %9 = arith.constant 1.0e-01 : f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.constant 1 : i32
      %12 = arith.cmpi eq, %7, %11 : i32
      %13 = arith.select %12, %10, %8 : f32
      %14 = arith.mulf %10, %9 : f32
      %15 = arith.constant 2 : i32
      %16 = arith.cmpi eq, %7, %15 : i32
      %17 = arith.select %16, %14, %13 : f32
      %18 = arith.mulf %14, %9 : f32
      %19 = arith.constant 3 : i32
      %20 = arith.cmpi eq, %7, %19 : i32
      %21 = arith.select %20, %18, %17 : f32
      %22 = arith.constant 1.5915494e-01 : f32
      %23 = arith.mulf %21, %22 : f32
      %24 = math.roundeven %23 : f32
      %25 = arith.constant 6.28125 : f32
      %26 = arith.mulf %24, %25 : f32
      %27 = arith.subf %21, %26 : f32
      %28 = arith.constant 1.9340515e-03 : f32
      %29 = arith.mulf %24, %28 : f32
      %30 = arith.subf %27, %29 : f32
      %31 = arith.constant 1.2556659e-06 : f32
      %32 = arith.mulf %24, %31 : f32
      %33 = arith.subf %30, %32 : f32
      %34 = math.cos %33 : f32
      %35 = math.sin %33 : f32
      linalg.yield %34, %35 : f32, f32
    } -> (tensor<5x4xf32>, tensor<5x4xf32>)
    %36 = tensor.extract_slice %arg0[0, 0, 0] [5, 3, 8] [1, 1, 1] : tensor<5x3x16xf32> to tensor<5x3x8xf32>
    %37 = tensor.expand_shape %36 [[0], [1], [2, 3]] output_shape [5, 3, 2, 4] : tensor<5x3x8xf32> into tensor<5x3x2x4xf32>
    %38 = tensor.empty() : tensor<5x3x2x4xf32>
    %39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %37, %2#0, %2#1 : tensor<5x3x2x4xf32>, tensor<5x3x2x4xf32>, tensor<5x4xf32>, tensor<5x4xf32>) outs(%38 : tensor<5x3x2x4xf32>) {
    ^bb0(%40: f32, %41: f32, %42: f32, %43: f32, %44: f32):
      %45 = arith.mulf %40, %42 : f32
      %46 = arith.mulf %41, %43 : f32
      %47 = arith.subf %45, %46 : f32
      %48 = arith.mulf %40, %43 : f32
      %49 = arith.mulf %41, %42 : f32
      %50 = arith.addf %48, %49 : f32
      %51 = linalg.index 2 : index
      %52 = arith.constant 0 : index
      %53 = arith.cmpi eq, %51, %52 : index
      %54 = arith.select %53, %47, %50 : f32
      linalg.yield %54 : f32
    } -> tensor<5x3x2x4xf32>
    %55 = tensor.collapse_shape %39 [[0], [1], [2, 3]] : tensor<5x3x2x4xf32> into tensor<5x3x8xf32>
    %56 = tensor.insert_slice %55 into %arg0[0, 0, 0] [5, 3, 8] [1, 1, 1] : tensor<5x3x8xf32> into tensor<5x3x16xf32>
    return %56 : tensor<5x3x16xf32>
  }
  func.func @rope_adjacent_partial(%arg0: tensor<5x3x16xf32>, %arg1: tensor<5xi32>) -> tensor<5x3x16xf32> {
    %0 = tensor.empty() : tensor<5x6xf32>
    %1 = tensor.empty() : tensor<5x6xf32>
    %2:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<5xi32>) outs(%0, %1 : tensor<5x6xf32>, tensor<5x6xf32>) {
    ^bb0(%3: i32, %4: f32, %5: f32):
      %6 = linalg.index 1 : index
      %7 = arith.index_cast %6 : index to i32
      %8 = arith.sitofp %3 : i32 to f32
      %9 = arith.constant 2.1544346e-01 : f32
      %10 = arith.mulf %8, %9 : f32
      %11 = arith.constant 1 : i32
      %12 = arith.cmpi eq, %7, %11 : i32
      %13 = arith.select %12, %10, %8 : f32
      %14 = arith.mulf %10, %9 : f32
      %15 = arith.constant 2 : i32
      %16 = arith.cmpi eq, %7, %15 : i32
      %17 = arith.select %16, %14, %13 : f32
      %18 = arith.mulf %14, %9 : f32
      %19 = arith.constant 3 : i32
      %20 = arith.cmpi eq, %7, %19 : i32
      %21 = arith.select %20, %18, %17 : f32
      %22 = arith.mulf %18, %9 : f32
      %23 = arith.constant 4 : i32
      %24 = arith.cmpi eq, %7, %23 : i32
      %25 = arith.select %24, %22, %21 : f32
      %26 = arith.mulf %22, %9 : f32
      %27 = arith.constant 5 : i32
      %28 = arith.cmpi eq, %7, %27 : i32
      %29 = arith.select %28, %26, %25 : f32
      %30 = arith.constant 1.5915494e-01 : f32
      %31 = arith.mulf %29, %30 : f32
      %32 = math.roundeven %31 : f32
      %33 = arith.constant 6.28125 : f32
      %34 = arith.mulf %32, %33 : f32
      %35 = arith.subf %29, %34 : f32
      %36 = arith.constant 1.9340515e-03 : f32
      %37 = arith.mulf %32, %36 : f32
      %38 = arith.subf %35, %37 : f32
      %39 = arith.constant 1.2556659e-06 : f32
      %40 = arith.mulf %32, %39 : f32
      %41 = arith.subf %38, %40 : f32
      %42 = math.cos %41 : f32
      %43 = math.sin %41 : f32
      linalg.yield %42, %43 : f32, f32
    } -> (tensor<5x6xf32>, tensor<5x6xf32>)
    %44 = tensor.extract_slice %arg0[0, 0, 0] [5, 3, 12] [1, 1, 1] : tensor<5x3x16xf32> to tensor<5x3x12xf32>
    %45 = tensor.expand_shape %44 [[0], [1], [2, 3]] output_shape [5, 3, 6, 2] : tensor<5x3x12xf32> into tensor<5x3x6x2xf32>
    %46 = tensor.empty() : tensor<5x3x6x2xf32>
    %47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %45, %2#0, %2#1 : tensor<5x3x6x2xf32>, tensor<5x3x6x2xf32>, tensor<5x6xf32>, tensor<5x6xf32>) outs(%46 : tensor<5x3x6x2xf32>) {
    ^bb0(%48: f32, %49: f32, %50: f32, %51: f32, %52: f32):
      %53 = arith.mulf %48, %50 : f32
      %54 = arith.mulf %49, %51 : f32
      %55 = arith.subf %53, %54 : f32
      %56 = arith.mulf %48, %51 : f32
      %57 = arith.mulf %49, %50 : f32
      %58 = arith.addf %56, %57 : f32
      %59 = linalg.index 3 : index
      %60 = arith.constant 0 : index
      %61 = arith.cmpi eq, %59, %60 : index
      %62 = arith.select %61, %55, %58 : f32
      linalg.yield %62 : f32
    } -> tensor<5x3x6x2xf32>
    %63 = tensor.collapse_shape %47 [[0], [1], [2, 3]] : tensor<5x3x6x2xf32> into tensor<5x3x12xf32>
    %64 = tensor.insert_slice %63 into %arg0[0, 0, 0] [5, 3, 12] [1, 1, 1] : tensor<5x3x12xf32> into tensor<5x3x16xf32>
    return %64 : tensor<5x3x16xf32>
  }
  func.func @rope_tables(%arg0: tensor<5x2x16xf32>) -> tensor<5x2x16xf32> {
    %0 = arith.constant dense<[[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0], [5.403023e-01, 9.5041525e-01, 9.950042e-01, 9.9950004e-01, 9.9995e-01, 9.99995e-01, 9.999995e-01, 9.9999994e-01], [-4.1614684e-01, 8.065784e-01, 9.800666e-01, 9.980007e-01, 9.998e-01, 9.9998e-01, 9.99998e-01, 9.999998e-01], [-9.899925e-01, 5.8275366e-01, 9.553365e-01, 9.9550337e-01, 9.9955004e-01, 9.99955e-01, 9.999955e-01, 9.999995e-01], [-6.536436e-01, 3.0113748e-01, 9.21061e-01, 9.9201065e-01, 9.992001e-01, 9.9992e-01, 9.99992e-01, 9.999992e-01]]> : tensor<5x8xf32>
    %1 = arith.constant dense<[[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [8.4147096e-01, 3.109836e-01, 9.983342e-02, 3.1617507e-02, 9.999834e-03, 3.1622725e-03, 9.999999e-04, 3.162278e-04], [9.092974e-01, 5.911271e-01, 1.9866933e-01, 6.32034e-02, 1.9998668e-02, 6.3245133e-03, 1.9999987e-03, 6.324555e-04], [1.4112e-01, 8.126489e-01, 2.955202e-01, 9.4726086e-02, 2.9995497e-02, 9.486689e-03, 2.9999951e-03, 9.48683e-04], [-7.568025e-01, 9.5358074e-01, 3.8941833e-01, 1.2615408e-01, 3.9989337e-02, 1.2648774e-02, 3.9999895e-03, 1.2649108e-03]]> : tensor<5x8xf32>
    %2 = tensor.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [5, 2, 8, 2] : tensor<5x2x16xf32> into tensor<5x2x8x2xf32>
    %3 = tensor.empty() : tensor<5x2x8x2xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 1)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %2, %0, %1 : tensor<5x2x8x2xf32>, tensor<5x2x8x2xf32>, tensor<5x8xf32>, tensor<5x8xf32>) outs(%3 : tensor<5x2x8x2xf32>) {
    ^bb0(%5: f32, %6: f32, %7: f32, %8: f32, %9: f32):
      %10 = arith.mulf %5, %7 : f32
      %11 = arith.mulf %6, %8 : f32
      %12 = arith.subf %10, %11 : f32
      %13 = arith.mulf %5, %8 : f32
      %14 = arith.mulf %6, %7 : f32
      %15 = arith.addf %13, %14 : f32
      %16 = linalg.index 3 : index
      %17 = arith.constant 0 : index
      %18 = arith.cmpi eq, %16, %17 : index
      %19 = arith.select %18, %12, %15 : f32
      linalg.yield %19 : f32
    } -> tensor<5x2x8x2xf32>
    %20 = tensor.collapse_shape %4 [[0], [1], [2, 3]] : tensor<5x2x8x2xf32> into tensor<5x2x16xf32>
    return %20 : tensor<5x2x16xf32>
  }
  func.func @causal_mask(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = tensor.empty() : tensor<2x4x6xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x6xf32>) outs(%0 : tensor<2x4x6xf32>) {
    ^bb0(%2: f32, %3: f32):
      %4 = linalg.index 1 : index
      %5 = arith.index_cast %4 : index to i64
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i64
      %8 = arith.constant 1 : i64
      %9 = arith.addi %5, %8 : i64
      %10 = arith.cmpi sgt, %7, %9 : i64
      %11 = arith.constant 0xFF800000 : f32
      %12 = arith.select %10, %11, %2 : f32
      linalg.yield %12 : f32
    } -> tensor<2x4x6xf32>
    return %1 : tensor<2x4x6xf32>
  }
  func.func @window_mask(%arg0: tensor<2x4x7xf32>, %arg1: tensor<4xi32>) -> tensor<2x4x7xf32> {
    %0 = tensor.empty() : tensor<2x4x7xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2x4x7xf32>, tensor<4xi32>) outs(%0 : tensor<2x4x7xf32>) {
    ^bb0(%2: f32, %3: i32, %4: f32):
      %5 = arith.extsi %3 : i32 to i64
      %6 = linalg.index 2 : index
      %7 = arith.index_cast %6 : index to i64
      %8 = arith.cmpi sgt, %7, %5 : i64
      %9 = arith.subi %5, %7 : i64
      %10 = arith.constant 3 : i64
      %11 = arith.cmpi sge, %9, %10 : i64
      %12 = arith.ori %8, %11 : i1
      %13 = arith.constant 0xFF800000 : f32
      %14 = arith.select %12, %13, %2 : f32
      linalg.yield %14 : f32
    } -> tensor<2x4x7xf32>
    return %1 : tensor<2x4x7xf32>
  }
}
