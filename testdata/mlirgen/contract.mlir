module @contract {
  func.func @matmul(%arg0: tensor<5x16xf32>, %arg1: tensor<16x7xf32>) -> tensor<5x7xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<5x7xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<5x7xf32>) -> tensor<5x7xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<5x16xf32>, tensor<16x7xf32>) outs(%2 : tensor<5x7xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.mulf %4, %5 : f32
      %8 = arith.addf %6, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<5x7xf32>
    return %3 : tensor<5x7xf32>
  }
  func.func @matmul_batched_broadcast(%arg0: tensor<3x1x5x16xf32>, %arg1: tensor<4x16x7xf32>) -> tensor<3x4x5x7xf32> {
    %0 = tensor.collapse_shape %arg0 [[0], [1, 2], [3]] : tensor<3x1x5x16xf32> into tensor<3x5x16xf32>
    %1 = arith.constant 0.0 : f32
    %2 = tensor.empty() : tensor<3x4x5x7xf32>
    %3 = linalg.fill ins(%1 : f32) outs(%2 : tensor<3x4x5x7xf32>) -> tensor<3x4x5x7xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%0, %arg1 : tensor<3x5x16xf32>, tensor<4x16x7xf32>) outs(%3 : tensor<3x4x5x7xf32>) {
    ^bb0(%5: f32, %6: f32, %7: f32):
      %8 = arith.mulf %5, %6 : f32
      %9 = arith.addf %7, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<3x4x5x7xf32>
    return %4 : tensor<3x4x5x7xf32>
  }
  func.func @matmul_rhs_2d(%arg0: tensor<2x5x16xf32>, %arg1: tensor<16x7xf32>) -> tensor<2x5x7xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<2x5x7xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<2x5x7xf32>) -> tensor<2x5x7xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x5x16xf32>, tensor<16x7xf32>) outs(%2 : tensor<2x5x7xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.mulf %4, %5 : f32
      %8 = arith.addf %6, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<2x5x7xf32>
    return %3 : tensor<2x5x7xf32>
  }
  func.func @linear(%arg0: tensor<2x3x64xf32>, %arg1: tensor<10x64xf32>) -> tensor<2x3x10xf32> {
    %0 = arith.constant 0.0 : f32
    %1 = tensor.empty() : tensor<2x3x10xf32>
    %2 = linalg.fill ins(%0 : f32) outs(%1 : tensor<2x3x10xf32>) -> tensor<2x3x10xf32>
    %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x3x64xf32>, tensor<10x64xf32>) outs(%2 : tensor<2x3x10xf32>) {
    ^bb0(%4: f32, %5: f32, %6: f32):
      %7 = arith.mulf %4, %5 : f32
      %8 = arith.addf %6, %7 : f32
      linalg.yield %8 : f32
    } -> tensor<2x3x10xf32>
    return %3 : tensor<2x3x10xf32>
  }
  func.func @linear_q4_k(%arg0: tensor<3x768xf32>, %arg1: tensor<12x432xi8>) -> tensor<3x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 144] : tensor<12x432xi8> into tensor<12x3x144xi8>
    %1 = tensor.empty() : tensor<12x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0 : tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>) outs(%1 : tensor<12x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.extui %4 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.extui %6 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = linalg.index 4 : index
      %58 = arith.index_cast %57 : index to i32
      %59 = arith.extui %10 : i8 to i32
      %60 = arith.constant 4 : i32
      %61 = arith.muli %58, %60 : i32
      %62 = arith.shrui %59, %61 : i32
      %63 = arith.constant 15 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.sitofp %64 : i32 to f32
      %66 = arith.mulf %47, %65 : f32
      %67 = arith.subf %66, %56 : f32
      linalg.yield %67 : f32
    } -> tensor<12x3x2x2x2x32xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<12x3x2x2x2x32xf32> into tensor<12x768xf32>
    %69 = arith.constant 0.0 : f32
    %70 = tensor.empty() : tensor<3x12xf32>
    %71 = linalg.fill ins(%69 : f32) outs(%70 : tensor<3x12xf32>) -> tensor<3x12xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %68 : tensor<3x768xf32>, tensor<12x768xf32>) outs(%71 : tensor<3x12xf32>) {
    ^bb0(%73: f32, %74: f32, %75: f32):
      %76 = arith.mulf %73, %74 : f32
      %77 = arith.addf %75, %76 : f32
      linalg.yield %77 : f32
    } -> tensor<3x12xf32>
    return %72 : tensor<3x12xf32>
  }
  func.func @linear_q4_k_ibm(%arg0: tensor<3x768xf32>, %arg1: tensor<3x12x144xi8>) -> tensor<3x12xf32> {
    %0 = tensor.empty() : tensor<12x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1 : tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>) outs(%0 : tensor<12x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %6 : i8 to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.constant 63 : i32
      %17 = arith.andi %13, %16 : i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %14, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %15, %20 : i32
      %22 = arith.constant 6 : i32
      %23 = arith.shrui %13, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %21, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shrui %15, %27 : i32
      %29 = arith.constant 6 : i32
      %30 = arith.shrui %14, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %28, %32 : i32
      %34 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %12, %34 : i32
      %36 = arith.select %35, %26, %17 : i32
      %37 = arith.select %35, %33, %19 : i32
      %38 = arith.extui %2 : i8 to i16
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %36 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extui %4 : i8 to i16
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.constant 8 : i16
      %50 = arith.shli %48, %49 : i16
      %51 = arith.ori %47, %50 : i16
      %52 = arith.bitcast %51 : i16 to f16
      %53 = arith.extf %52 : f16 to f32
      %54 = arith.sitofp %37 : i32 to f32
      %55 = arith.mulf %53, %54 : f32
      %56 = linalg.index 4 : index
      %57 = arith.index_cast %56 : index to i32
      %58 = arith.extui %9 : i8 to i32
      %59 = arith.constant 4 : i32
      %60 = arith.muli %57, %59 : i32
      %61 = arith.shrui %58, %60 : i32
      %62 = arith.constant 15 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %46, %64 : f32
      %66 = arith.subf %65, %55 : f32
      linalg.yield %66 : f32
    } -> tensor<12x3x2x2x2x32xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<12x3x2x2x2x32xf32> into tensor<12x768xf32>
    %68 = arith.constant 0.0 : f32
    %69 = tensor.empty() : tensor<3x12xf32>
    %70 = linalg.fill ins(%68 : f32) outs(%69 : tensor<3x12xf32>) -> tensor<3x12xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %67 : tensor<3x768xf32>, tensor<12x768xf32>) outs(%70 : tensor<3x12xf32>) {
    ^bb0(%72: f32, %73: f32, %74: f32):
      %75 = arith.mulf %72, %73 : f32
      %76 = arith.addf %74, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<3x12xf32>
    return %71 : tensor<3x12xf32>
  }
  func.func @linear_q8_0(%arg0: tensor<3x96xf32>, %arg1: tensor<12x102xi8>) -> tensor<3x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 34] : tensor<12x102xi8> into tensor<12x3x34xi8>
    %1 = tensor.empty() : tensor<12x3x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2 + 2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %0, %0 : tensor<12x3x34xi8>, tensor<12x3x34xi8>, tensor<12x3x34xi8>) outs(%1 : tensor<12x3x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: f32):
      %7 = arith.sitofp %5 : i8 to f32
      %8 = arith.extui %3 : i8 to i16
      %9 = arith.extui %4 : i8 to i16
      %10 = arith.constant 8 : i16
      %11 = arith.shli %9, %10 : i16
      %12 = arith.ori %8, %11 : i16
      %13 = arith.bitcast %12 : i16 to f16
      %14 = arith.extf %13 : f16 to f32
      %15 = arith.mulf %7, %14 : f32
      linalg.yield %15 : f32
    } -> tensor<12x3x32xf32>
    %16 = tensor.collapse_shape %2 [[0], [1, 2]] : tensor<12x3x32xf32> into tensor<12x96xf32>
    %17 = arith.constant 0.0 : f32
    %18 = tensor.empty() : tensor<3x12xf32>
    %19 = linalg.fill ins(%17 : f32) outs(%18 : tensor<3x12xf32>) -> tensor<3x12xf32>
    %20 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %16 : tensor<3x96xf32>, tensor<12x96xf32>) outs(%19 : tensor<3x12xf32>) {
    ^bb0(%21: f32, %22: f32, %23: f32):
      %24 = arith.mulf %21, %22 : f32
      %25 = arith.addf %23, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<3x12xf32>
    return %20 : tensor<3x12xf32>
  }
  func.func @linear_q6_k(%arg0: tensor<3x768xf32>, %arg1: tensor<12x630xi8>) -> tensor<3x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 210] : tensor<12x630xi8> into tensor<12x3x210xi8>
    %1 = tensor.empty() : tensor<12x3x2x2x2x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 64 + d4 * 32 + d5 * 16 + d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 32 + d5 * 16 + d6 + 128)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 * 8 + d3 * 4 + d4 * 2 + d5 + 192)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 208)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, 209)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0 : tensor<12x3x210xi8>, tensor<12x3x210xi8>, tensor<12x3x210xi8>, tensor<12x3x210xi8>, tensor<12x3x210xi8>) outs(%1 : tensor<12x3x2x2x2x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: f32):
      %9 = linalg.index 3 : index
      %10 = arith.index_cast %9 : index to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %3 : i8 to i32
      %14 = arith.constant 4 : i32
      %15 = arith.muli %10, %14 : i32
      %16 = arith.shrui %13, %15 : i32
      %17 = arith.constant 15 : i32
      %18 = arith.andi %16, %17 : i32
      %19 = arith.extui %4 : i8 to i32
      %20 = arith.constant 4 : i32
      %21 = arith.muli %10, %20 : i32
      %22 = arith.constant 2 : i32
      %23 = arith.muli %12, %22 : i32
      %24 = arith.addi %21, %23 : i32
      %25 = arith.shrui %19, %24 : i32
      %26 = arith.constant 3 : i32
      %27 = arith.andi %25, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shli %27, %28 : i32
      %30 = arith.ori %18, %29 : i32
      %31 = arith.constant 32 : i32
      %32 = arith.subi %30, %31 : i32
      %33 = arith.extui %6 : i8 to i16
      %34 = arith.extui %7 : i8 to i16
      %35 = arith.constant 8 : i16
      %36 = arith.shli %34, %35 : i16
      %37 = arith.ori %33, %36 : i16
      %38 = arith.bitcast %37 : i16 to f16
      %39 = arith.extf %38 : f16 to f32
      %40 = arith.sitofp %5 : i8 to f32
      %41 = arith.mulf %39, %40 : f32
      %42 = arith.sitofp %32 : i32 to f32
      %43 = arith.mulf %41, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<12x3x2x2x2x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5, 6]] : tensor<12x3x2x2x2x2x16xf32> into tensor<12x768xf32>
    %45 = arith.constant 0.0 : f32
    %46 = tensor.empty() : tensor<3x12xf32>
    %47 = linalg.fill ins(%45 : f32) outs(%46 : tensor<3x12xf32>) -> tensor<3x12xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %44 : tensor<3x768xf32>, tensor<12x768xf32>) outs(%47 : tensor<3x12xf32>) {
    ^bb0(%49: f32, %50: f32, %51: f32):
      %52 = arith.mulf %49, %50 : f32
      %53 = arith.addf %51, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<3x12xf32>
    return %48 : tensor<3x12xf32>
  }
  func.func @linear_q4_k_identity(%arg0: tensor<768x768xf32>, %arg1: tensor<12x432xi8>) -> tensor<768x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 144] : tensor<12x432xi8> into tensor<12x3x144xi8>
    %1 = tensor.empty() : tensor<12x3x2x2x2x32xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0, %0, %0 : tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>, tensor<12x3x144xi8>) outs(%1 : tensor<12x3x2x2x2x32xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: i8, %11: f32):
      %12 = linalg.index 2 : index
      %13 = arith.index_cast %12 : index to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.extui %9 : i8 to i32
      %17 = arith.constant 63 : i32
      %18 = arith.andi %14, %17 : i32
      %19 = arith.constant 63 : i32
      %20 = arith.andi %15, %19 : i32
      %21 = arith.constant 15 : i32
      %22 = arith.andi %16, %21 : i32
      %23 = arith.constant 6 : i32
      %24 = arith.shrui %14, %23 : i32
      %25 = arith.constant 4 : i32
      %26 = arith.shli %24, %25 : i32
      %27 = arith.ori %22, %26 : i32
      %28 = arith.constant 4 : i32
      %29 = arith.shrui %16, %28 : i32
      %30 = arith.constant 6 : i32
      %31 = arith.shrui %15, %30 : i32
      %32 = arith.constant 4 : i32
      %33 = arith.shli %31, %32 : i32
      %34 = arith.ori %29, %33 : i32
      %35 = arith.constant 0 : i32
      %36 = arith.cmpi ne, %13, %35 : i32
      %37 = arith.select %36, %27, %18 : i32
      %38 = arith.select %36, %34, %20 : i32
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.extui %4 : i8 to i16
      %41 = arith.constant 8 : i16
      %42 = arith.shli %40, %41 : i16
      %43 = arith.ori %39, %42 : i16
      %44 = arith.bitcast %43 : i16 to f16
      %45 = arith.extf %44 : f16 to f32
      %46 = arith.sitofp %37 : i32 to f32
      %47 = arith.mulf %45, %46 : f32
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.extui %6 : i8 to i16
      %50 = arith.constant 8 : i16
      %51 = arith.shli %49, %50 : i16
      %52 = arith.ori %48, %51 : i16
      %53 = arith.bitcast %52 : i16 to f16
      %54 = arith.extf %53 : f16 to f32
      %55 = arith.sitofp %38 : i32 to f32
      %56 = arith.mulf %54, %55 : f32
      %57 = linalg.index 4 : index
      %58 = arith.index_cast %57 : index to i32
      %59 = arith.extui %10 : i8 to i32
      %60 = arith.constant 4 : i32
      %61 = arith.muli %58, %60 : i32
      %62 = arith.shrui %59, %61 : i32
      %63 = arith.constant 15 : i32
      %64 = arith.andi %62, %63 : i32
      %65 = arith.sitofp %64 : i32 to f32
      %66 = arith.mulf %47, %65 : f32
      %67 = arith.subf %66, %56 : f32
      linalg.yield %67 : f32
    } -> tensor<12x3x2x2x2x32xf32>
    %68 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<12x3x2x2x2x32xf32> into tensor<12x768xf32>
    %69 = arith.constant 0.0 : f32
    %70 = tensor.empty() : tensor<768x12xf32>
    %71 = linalg.fill ins(%69 : f32) outs(%70 : tensor<768x12xf32>) -> tensor<768x12xf32>
    %72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %68 : tensor<768x768xf32>, tensor<12x768xf32>) outs(%71 : tensor<768x12xf32>) {
    ^bb0(%73: f32, %74: f32, %75: f32):
      %76 = arith.mulf %73, %74 : f32
      %77 = arith.addf %75, %76 : f32
      linalg.yield %77 : f32
    } -> tensor<768x12xf32>
    return %72 : tensor<768x12xf32>
  }
  func.func @linear_q4_k_ibm_identity(%arg0: tensor<768x768xf32>, %arg1: tensor<3x12x144xi8>) -> tensor<768x12xf32> {
    %0 = tensor.empty() : tensor<12x3x2x2x2x32xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 1)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 2)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, 3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d3 * 2 + d4 + 12)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d0, d2 * 64 + d3 * 32 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1, %arg1 : tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>, tensor<3x12x144xi8>) outs(%0 : tensor<12x3x2x2x2x32xf32>) {
    ^bb0(%2: i8, %3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: i8, %10: f32):
      %11 = linalg.index 2 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.extui %6 : i8 to i32
      %14 = arith.extui %7 : i8 to i32
      %15 = arith.extui %8 : i8 to i32
      %16 = arith.constant 63 : i32
      %17 = arith.andi %13, %16 : i32
      %18 = arith.constant 63 : i32
      %19 = arith.andi %14, %18 : i32
      %20 = arith.constant 15 : i32
      %21 = arith.andi %15, %20 : i32
      %22 = arith.constant 6 : i32
      %23 = arith.shrui %13, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %23, %24 : i32
      %26 = arith.ori %21, %25 : i32
      %27 = arith.constant 4 : i32
      %28 = arith.shrui %15, %27 : i32
      %29 = arith.constant 6 : i32
      %30 = arith.shrui %14, %29 : i32
      %31 = arith.constant 4 : i32
      %32 = arith.shli %30, %31 : i32
      %33 = arith.ori %28, %32 : i32
      %34 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %12, %34 : i32
      %36 = arith.select %35, %26, %17 : i32
      %37 = arith.select %35, %33, %19 : i32
      %38 = arith.extui %2 : i8 to i16
      %39 = arith.extui %3 : i8 to i16
      %40 = arith.constant 8 : i16
      %41 = arith.shli %39, %40 : i16
      %42 = arith.ori %38, %41 : i16
      %43 = arith.bitcast %42 : i16 to f16
      %44 = arith.extf %43 : f16 to f32
      %45 = arith.sitofp %36 : i32 to f32
      %46 = arith.mulf %44, %45 : f32
      %47 = arith.extui %4 : i8 to i16
      %48 = arith.extui %5 : i8 to i16
      %49 = arith.constant 8 : i16
      %50 = arith.shli %48, %49 : i16
      %51 = arith.ori %47, %50 : i16
      %52 = arith.bitcast %51 : i16 to f16
      %53 = arith.extf %52 : f16 to f32
      %54 = arith.sitofp %37 : i32 to f32
      %55 = arith.mulf %53, %54 : f32
      %56 = linalg.index 4 : index
      %57 = arith.index_cast %56 : index to i32
      %58 = arith.extui %9 : i8 to i32
      %59 = arith.constant 4 : i32
      %60 = arith.muli %57, %59 : i32
      %61 = arith.shrui %58, %60 : i32
      %62 = arith.constant 15 : i32
      %63 = arith.andi %61, %62 : i32
      %64 = arith.sitofp %63 : i32 to f32
      %65 = arith.mulf %46, %64 : f32
      %66 = arith.subf %65, %55 : f32
      linalg.yield %66 : f32
    } -> tensor<12x3x2x2x2x32xf32>
    %67 = tensor.collapse_shape %1 [[0], [1, 2, 3, 4, 5]] : tensor<12x3x2x2x2x32xf32> into tensor<12x768xf32>
    %68 = arith.constant 0.0 : f32
    %69 = tensor.empty() : tensor<768x12xf32>
    %70 = linalg.fill ins(%68 : f32) outs(%69 : tensor<768x12xf32>) -> tensor<768x12xf32>
    %71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %67 : tensor<768x768xf32>, tensor<12x768xf32>) outs(%70 : tensor<768x12xf32>) {
    ^bb0(%72: f32, %73: f32, %74: f32):
      %75 = arith.mulf %72, %73 : f32
      %76 = arith.addf %74, %75 : f32
      linalg.yield %76 : f32
    } -> tensor<768x12xf32>
    return %71 : tensor<768x12xf32>
  }
  func.func @linear_q2_k_identity(%arg0: tensor<768x768xf32>, %arg1: tensor<12x252xi8>) -> tensor<768x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 84] : tensor<12x252xi8> into tensor<12x3x84xi8>
    %1 = tensor.empty() : tensor<12x3x2x4x2x16xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 8 + d3 * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 32 + d4 * 16 + d5 + 16)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 80)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 81)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 82)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, 83)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<12x3x84xi8>, tensor<12x3x84xi8>, tensor<12x3x84xi8>, tensor<12x3x84xi8>, tensor<12x3x84xi8>, tensor<12x3x84xi8>) outs(%1 : tensor<12x3x2x4x2x16xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %3 : i8 to i32
      %11 = arith.extui %5 : i8 to i16
      %12 = arith.extui %6 : i8 to i16
      %13 = arith.constant 8 : i16
      %14 = arith.shli %12, %13 : i16
      %15 = arith.ori %11, %14 : i16
      %16 = arith.bitcast %15 : i16 to f16
      %17 = arith.extf %16 : f16 to f32
      %18 = arith.constant 15 : i32
      %19 = arith.andi %10, %18 : i32
      %20 = arith.sitofp %19 : i32 to f32
      %21 = arith.mulf %17, %20 : f32
      %22 = arith.extui %7 : i8 to i16
      %23 = arith.extui %8 : i8 to i16
      %24 = arith.constant 8 : i16
      %25 = arith.shli %23, %24 : i16
      %26 = arith.ori %22, %25 : i16
      %27 = arith.bitcast %26 : i16 to f16
      %28 = arith.extf %27 : f16 to f32
      %29 = arith.constant 4 : i32
      %30 = arith.shrui %10, %29 : i32
      %31 = arith.sitofp %30 : i32 to f32
      %32 = arith.mulf %28, %31 : f32
      %33 = arith.extui %4 : i8 to i32
      %34 = linalg.index 3 : index
      %35 = arith.index_cast %34 : index to i32
      %36 = arith.constant 2 : i32
      %37 = arith.muli %35, %36 : i32
      %38 = arith.shrui %33, %37 : i32
      %39 = arith.constant 3 : i32
      %40 = arith.andi %38, %39 : i32
      %41 = arith.sitofp %40 : i32 to f32
      %42 = arith.mulf %21, %41 : f32
      %43 = arith.subf %42, %32 : f32
      linalg.yield %43 : f32
    } -> tensor<12x3x2x4x2x16xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4, 5]] : tensor<12x3x2x4x2x16xf32> into tensor<12x768xf32>
    %45 = arith.constant 0.0 : f32
    %46 = tensor.empty() : tensor<768x12xf32>
    %47 = linalg.fill ins(%45 : f32) outs(%46 : tensor<768x12xf32>) -> tensor<768x12xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %44 : tensor<768x768xf32>, tensor<12x768xf32>) outs(%47 : tensor<768x12xf32>) {
    ^bb0(%49: f32, %50: f32, %51: f32):
      %52 = arith.mulf %49, %50 : f32
      %53 = arith.addf %51, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<768x12xf32>
    return %48 : tensor<768x12xf32>
  }
  func.func @linear_q5_1_identity(%arg0: tensor<96x96xf32>, %arg1: tensor<12x72xi8>) -> tensor<96x12xf32> {
    %0 = tensor.expand_shape %arg1 [[0], [1, 2]] output_shape [12, 3, 24] : tensor<12x72xi8> into tensor<12x3x24xi8>
    %1 = tensor.empty() : tensor<12x3x2x2x8xf32>
    %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 1)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2 * 2 + d3 + 4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3 * 8 + d4 + 8)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%0, %0, %0, %0, %0, %0 : tensor<12x3x24xi8>, tensor<12x3x24xi8>, tensor<12x3x24xi8>, tensor<12x3x24xi8>, tensor<12x3x24xi8>, tensor<12x3x24xi8>) outs(%1 : tensor<12x3x2x2x8xf32>) {
    ^bb0(%3: i8, %4: i8, %5: i8, %6: i8, %7: i8, %8: i8, %9: f32):
      %10 = arith.extui %7 : i8 to i32
      %11 = linalg.index 4 : index
      %12 = arith.index_cast %11 : index to i32
      %13 = arith.shrui %10, %12 : i32
      %14 = arith.constant 1 : i32
      %15 = arith.andi %13, %14 : i32
      %16 = linalg.index 2 : index
      %17 = arith.index_cast %16 : index to i32
      %18 = arith.extui %8 : i8 to i32
      %19 = arith.constant 4 : i32
      %20 = arith.muli %17, %19 : i32
      %21 = arith.shrui %18, %20 : i32
      %22 = arith.constant 15 : i32
      %23 = arith.andi %21, %22 : i32
      %24 = arith.constant 4 : i32
      %25 = arith.shli %15, %24 : i32
      %26 = arith.ori %23, %25 : i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.extui %3 : i8 to i16
      %29 = arith.extui %4 : i8 to i16
      %30 = arith.constant 8 : i16
      %31 = arith.shli %29, %30 : i16
      %32 = arith.ori %28, %31 : i16
      %33 = arith.bitcast %32 : i16 to f16
      %34 = arith.extf %33 : f16 to f32
      %35 = arith.mulf %27, %34 : f32
      %36 = arith.extui %5 : i8 to i16
      %37 = arith.extui %6 : i8 to i16
      %38 = arith.constant 8 : i16
      %39 = arith.shli %37, %38 : i16
      %40 = arith.ori %36, %39 : i16
      %41 = arith.bitcast %40 : i16 to f16
      %42 = arith.extf %41 : f16 to f32
      %43 = arith.addf %35, %42 : f32
      linalg.yield %43 : f32
    } -> tensor<12x3x2x2x8xf32>
    %44 = tensor.collapse_shape %2 [[0], [1, 2, 3, 4]] : tensor<12x3x2x2x8xf32> into tensor<12x96xf32>
    %45 = arith.constant 0.0 : f32
    %46 = tensor.empty() : tensor<96x12xf32>
    %47 = linalg.fill ins(%45 : f32) outs(%46 : tensor<96x12xf32>) -> tensor<96x12xf32>
    %48 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %44 : tensor<96x96xf32>, tensor<12x96xf32>) outs(%47 : tensor<96x12xf32>) {
    ^bb0(%49: f32, %50: f32, %51: f32):
      %52 = arith.mulf %49, %50 : f32
      %53 = arith.addf %51, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<96x12xf32>
    return %48 : tensor<96x12xf32>
  }
}
